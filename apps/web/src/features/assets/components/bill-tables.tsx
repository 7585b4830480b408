import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { IncomeBillResponse } from '@fund-direct/domain/contracts';
import { DIVIDEND_TYPES, labelOf } from '@fund-direct/domain/codes';
import { formatMoney, formatValue } from '@fund-direct/domain/format';
import { CardList, type CardListLayout } from '@/components/card-list.tsx';
import { toCardCells } from '@/components/card-list-columns.ts';
import { MoneyText } from '@/components/money-text.tsx';
import { PHONE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';

type Holding = IncomeBillResponse['opening'][number];
type Trade = IncomeBillResponse['trades'][number];
type Dividend = IncomeBillResponse['dividends'][number];

interface BillTableSectionProps {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}

// A titled part of the statement; its table is named by the title.
export function BillTableSection({ id, title, note, children }: BillTableSectionProps) {
  return (
    <section className="fd-bill-part" aria-labelledby={id}>
      <div className="fd-bill-part__head">
        <h2 id={id} className="fd-bill-part__title">
          {title}
        </h2>
        {note ? <span className="fd-bill-part__note">{note}</span> : null}
      </div>
      <div className="fd-bill-table-wrap">{children}</div>
    </section>
  );
}

const shares = (value: string | null) => formatMoney(value);
const NUM = 'fd-bill-table__num';

function FundName({ name, code }: { name: string; code: string }) {
  return (
    <>
      {name}
      <span className="fd-bill-table__code">{code}</span>
    </>
  );
}

interface BillTableProps<T> {
  id: string;
  label: string;
  items: readonly T[];
  columns: TableColumnsType<T>;
  // The fund column: the row's header in the table, the heading of a card.
  layout: CardListLayout;
  rowKey: (item: T, index: number) => string;
  emptyText: string;
  total?: string;
}

// The statement's tables, one column definition each for the printable table and the phone cards.
function BillTable<T>({ id, label, items, columns, layout, rowKey, emptyText, total }: BillTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const cells = toCardCells(columns);
  if (phone) {
    return (
      <CardList<T>
        label={label}
        items={items}
        columns={columns}
        layout={layout}
        rowKey={rowKey}
        emptyText={emptyText}
        footer={total === undefined ? undefined : <span className="fd-bill-table__total">合计 {formatMoney(total)} 元</span>}
      />
    );
  }
  const classes = new Map(columns.map((column) => [String(column.key), column.className]));
  return (
    <table className="fd-bill-table" aria-labelledby={id}>
      <thead>
        <tr>
          {cells.map((cell) => (
            <th key={cell.key} scope="col" className={classes.get(cell.key)}>
              {cell.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={cells.length} className="fd-bill-table__empty">
              {emptyText}
            </td>
          </tr>
        ) : null}
        {items.map((item, index) => (
          <tr key={rowKey(item, index)}>
            {cells.map((cell) =>
              cell.key === layout.title ? (
                <th key={cell.key} scope="row">
                  {cell.render(item, index)}
                </th>
              ) : (
                <td key={cell.key} className={classes.get(cell.key)}>
                  {cell.render(item, index)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {total === undefined ? null : (
        <tfoot>
          <tr>
            <th scope="row" colSpan={cells.length - 1}>
              合计
            </th>
            <td className={NUM}>{formatMoney(total)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

const HOLDING_COLUMNS: TableColumnsType<Holding> = [
  { key: 'fund', title: '基金', render: (_, h) => <FundName name={h.fundName} code={h.fundCode} /> },
  { key: 'shares', title: '持有份额(份)', className: NUM, render: (_, h) => shares(h.shares) },
  { key: 'nav', title: '单位净值', className: NUM, render: (_, h) => formatValue(h.nav) },
  { key: 'navDate', title: '净值日期', className: 'fd-num', render: (_, h) => h.navDate ?? '--' },
  { key: 'marketValue', title: '市值(元)', className: NUM, render: (_, h) => formatMoney(h.marketValue) },
];

interface HoldingsTableProps {
  id: string;
  title: string;
  note: string;
  holdings: readonly Holding[];
  total: string;
}

export function BillHoldingsTable({ id, title, note, holdings, total }: HoldingsTableProps) {
  return (
    <BillTableSection id={id} title={title} note={note}>
      <BillTable<Holding>
        id={id}
        label={title}
        items={holdings}
        columns={HOLDING_COLUMNS}
        layout={{ title: 'fund', amount: 'marketValue' }}
        rowKey={(h) => h.fundCode}
        emptyText="无持仓"
        total={total}
      />
    </BillTableSection>
  );
}

const TRADE_COLUMNS: TableColumnsType<Trade> = [
  { key: 'confirmDate', title: '确认日期', className: 'fd-num', render: (_, t) => t.confirmDate },
  { key: 'business', title: '业务类型', render: (_, t) => t.businessName },
  { key: 'fund', title: '基金', render: (_, t) => <FundName name={t.fundName} code={t.fundCode} /> },
  { key: 'amount', title: '确认金额(元)', className: NUM, render: (_, t) => formatMoney(t.amount) },
  { key: 'shares', title: '确认份额(份)', className: NUM, render: (_, t) => shares(t.shares) },
  { key: 'nav', title: '成交净值', className: NUM, render: (_, t) => formatValue(t.nav) },
  { key: 'fee', title: '手续费(元)', className: NUM, render: (_, t) => formatMoney(t.fee) },
];

export function BillTradesTable({ trades }: { trades: IncomeBillResponse['trades'] }) {
  return (
    <BillTableSection id="fd-bill-trades" title="交易确认明细" note="本月交易日的申请及其确认结果">
      <BillTable<Trade>
        id="fd-bill-trades"
        label="交易确认明细"
        items={trades}
        columns={TRADE_COLUMNS}
        // Every row here is confirmed: the business type is the status a card shows.
        layout={{ title: 'fund', amount: 'amount', status: 'business' }}
        rowKey={(t, index) => `${t.orderNo ?? t.recordCode}-${t.fundCode}-${index}`}
        emptyText="本月无确认的交易"
      />
    </BillTableSection>
  );
}

const DIVIDEND_COLUMNS: TableColumnsType<Dividend> = [
  { key: 'exDate', title: '除息日', className: 'fd-num', render: (_, d) => d.exDate },
  { key: 'fund', title: '基金', render: (_, d) => <FundName name={d.fundName} code={d.fundCode} /> },
  { key: 'method', title: '分红方式', render: (_, d) => labelOf(DIVIDEND_TYPES, d.method) ?? d.method },
  { key: 'amount', title: '分红金额(元)', className: NUM, render: (_, d) => <MoneyText value={d.amount} /> },
  { key: 'reinvestShares', title: '再投资份额(份)', className: NUM, render: (_, d) => shares(d.reinvestShares) },
];

export function BillDividendsTable({ dividends }: { dividends: IncomeBillResponse['dividends'] }) {
  return (
    <BillTableSection id="fd-bill-dividends" title="分红明细">
      <BillTable<Dividend>
        id="fd-bill-dividends"
        label="分红明细"
        items={dividends}
        columns={DIVIDEND_COLUMNS}
        layout={{ title: 'fund', amount: 'amount', status: 'method' }}
        rowKey={(d) => `${d.fundCode}-${d.exDate}`}
        emptyText="本月无分红"
      />
    </BillTableSection>
  );
}
