import './card-list.css';
import { Button, Empty, Pagination, Spin, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { toCardCells, type CardCell } from './card-list-columns.ts';

// Which columns take the fixed places of a card; every other column becomes a label/value pair.
export interface CardListLayout {
  // The heading: the fund name and code.
  title: string;
  // The figure the record is about, shown large.
  amount: string;
  status?: string;
  // Links or buttons, laid out as buttons at the foot of the card.
  actions?: string;
}

// Server paging passes total and onChange; without them the list pages its items itself.
export interface CardListPagination {
  pageSize: number;
  current?: number;
  total?: number;
  onChange?: (page: number) => void;
}

interface CardListProps<T> {
  label: string;
  items: readonly T[];
  columns: TableColumnsType<T>;
  layout: CardListLayout;
  rowKey: (item: T, index: number) => string;
  itemLabel?: (item: T) => string;
  loading?: boolean;
  emptyText?: ReactNode;
  pagination?: CardListPagination | false;
  // The full record under a 详情 button, as the table's expanded row.
  detail?: (item: T) => ReactNode;
  // After the last card, as a table's footer row (totals).
  footer?: ReactNode;
  className?: string;
}

function CardDetail({ id, children }: { id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {open ? '收起详情' : '详情'}
      </Button>
      <div id={id} className="fd-card-list__detail" hidden={!open}>
        {open ? children : null}
      </div>
    </>
  );
}

interface CardProps<T> {
  item: T;
  index: number;
  id: string;
  cells: readonly CardCell<T>[];
  layout: CardListLayout;
  label?: string;
  detail?: (item: T) => ReactNode;
}

function Card<T>({ item, index, id, cells, layout, label, detail }: CardProps<T>) {
  const find = (key: string | undefined) => (key ? cells.find((cell) => cell.key === key) : undefined);
  const title = find(layout.title);
  const amount = find(layout.amount);
  const status = find(layout.status);
  const actions = find(layout.actions);
  const placed = new Set([title, amount, status, actions]);
  const fields = cells.filter((cell) => !placed.has(cell));
  const hasFoot = Boolean(actions ?? detail);
  return (
    <li className="fd-card-list__item">
      <article className="fd-card-list__card" aria-label={label}>
        <header className="fd-card-list__head">
          <div className="fd-card-list__title">{title?.render(item, index)}</div>
          {status ? (
            <div className="fd-card-list__status" data-label={typeof status.title === 'string' ? status.title : undefined}>
              {status.render(item, index)}
            </div>
          ) : null}
        </header>
        {amount ? (
          <div className="fd-card-list__amount">
            <span className="fd-card-list__amount-label">{amount.title}</span>
            <span className="fd-card-list__amount-value">{amount.render(item, index)}</span>
          </div>
        ) : null}
        {fields.length > 0 ? (
          <dl className="fd-card-list__fields">
            {fields.map((cell) => (
              <div key={cell.key} className="fd-card-list__field">
                <dt>{cell.title}</dt>
                <dd>{cell.render(item, index)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {hasFoot ? (
          <div className="fd-card-list__actions">
            {actions?.render(item, index)}
            {detail ? <CardDetail id={`${id}-detail`}>{detail(item)}</CardDetail> : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}

function safeId(text: string): string {
  return text.replace(/[^\w-]/g, '_');
}

// A table for phones: one card per record with the fund on top, the amount and status always in
// view and the other columns as label/value pairs, from the same column definitions as the table.
export function CardList<T>({
  label,
  items,
  columns,
  layout,
  rowKey,
  itemLabel,
  loading = false,
  emptyText = '暂无数据',
  pagination,
  detail,
  footer,
  className,
}: CardListProps<T>) {
  const cells = toCardCells(columns);
  const [ownPage, setOwnPage] = useState(1);
  const serverPaged = pagination ? pagination.total !== undefined : false;
  const pageSize = pagination ? pagination.pageSize : items.length;
  const current = pagination ? (pagination.current ?? ownPage) : 1;
  const total = pagination && pagination.total !== undefined ? pagination.total : items.length;
  const start = serverPaged ? 0 : (current - 1) * pageSize;
  const shown = pagination && !serverPaged ? items.slice(start, start + pageSize) : items;

  return (
    <div className={['fd-card-list', className].filter(Boolean).join(' ')}>
      <Spin spinning={loading}>
        {shown.length === 0 ? (
          loading ? (
            <div className="fd-card-list__loading" />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          )
        ) : (
          <ul className="fd-card-list__items" aria-label={label}>
            {shown.map((item, offset) => {
              const index = start + offset;
              const key = rowKey(item, index);
              return (
                <Card
                  key={key}
                  item={item}
                  index={index}
                  id={`fd-card-${safeId(key)}`}
                  cells={cells}
                  layout={layout}
                  label={itemLabel?.(item)}
                  detail={detail}
                />
              );
            })}
          </ul>
        )}
      </Spin>
      {footer ? <div className="fd-card-list__footer">{footer}</div> : null}
      {pagination && total > pageSize ? (
        <Pagination
          className="fd-card-list__pagination"
          size="small"
          simple
          current={current}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          showTotal={(count) => `共 ${count} 条`}
          onChange={(page) => {
            setOwnPage(page);
            pagination.onChange?.(page);
          }}
        />
      ) : null}
    </div>
  );
}
