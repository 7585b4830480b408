import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { TradeOrderView, TradeRecordItem } from '@fund-direct/domain/contracts';
import { formatDate, formatValue } from '@fund-direct/domain/format';
import { CardList, type CardListLayout } from '@/components/card-list.tsx';
import { MoneyText } from '@/components/money-text.tsx';
import { PHONE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';
import { TradeRecordDetail } from './trade-record-detail.tsx';
import { amountText, appliedText, recordBusiness, recordFund, recordRowKey, sharesText } from './trade-record-facts.ts';
import type { TradeRecordTab } from './trade-record-query.ts';

const STATUS_COLORS: Record<TradeOrderView['status'], string> = { '9': 'processing', '1': 'success', '0': 'error', '4': 'default' };

function FundCell({ item }: { item: TradeRecordItem }) {
  const { fundCode, fundName } = recordFund(item);
  const target = item.order?.targetFundName;
  return (
    <span className="fd-trade-record__fund">
      <Link to={`/fund_detail?fundCode=${encodeURIComponent(fundCode)}`}>{fundName}</Link>
      <span className="fd-trade-record__code">{fundCode}</span>
      {target ? <span className="fd-trade-record__code">转入 {target}</span> : null}
    </span>
  );
}

const fundColumn = { key: 'fund', title: '基金', render: (_: unknown, item: TradeRecordItem) => <FundCell item={item} /> };
const businessColumn = { key: 'business', title: '业务类型', render: (_: unknown, item: TradeRecordItem) => recordBusiness(item) };

const APPLICATION_COLUMNS: TableColumnsType<TradeRecordItem> = [
  { key: 'date', title: '申请日期', render: (_, item) => <span className="fd-num">{formatDate(item.order?.tradeDate)}</span> },
  businessColumn,
  fundColumn,
  {
    key: 'applied',
    title: '申请金额/份额',
    align: 'right',
    render: (_, item) => <span className="fd-num">{item.order ? appliedText(item.order) : '--'}</span>,
  },
  {
    key: 'status',
    title: '状态',
    render: (_, item) =>
      item.order ? (
        <span className="fd-trade-record__status">
          <Tag color={STATUS_COLORS[item.order.status]}>{item.order.statusName}</Tag>
          {item.order.cancellable ? <span className="fd-trade-record__hint">可撤单</span> : null}
        </span>
      ) : (
        '--'
      ),
  },
];

function confirmedShares(item: TradeRecordItem): string {
  const c = item.confirmation;
  if (!c) return '--';
  return sharesText(c.sharesIn ?? c.sharesOut);
}

const CONFIRMATION_COLUMNS: TableColumnsType<TradeRecordItem> = [
  { key: 'date', title: '确认日期', render: (_, item) => <span className="fd-num">{formatDate(item.confirmation?.confirmDate)}</span> },
  businessColumn,
  fundColumn,
  { key: 'shares', title: '确认份额', align: 'right', render: (_, item) => <span className="fd-num">{confirmedShares(item)}</span> },
  {
    key: 'amount',
    title: '确认金额',
    align: 'right',
    render: (_, item) => <span className="fd-num">{amountText(item.confirmation?.amount)}</span>,
  },
  {
    key: 'nav',
    title: '确认净值',
    align: 'right',
    render: (_, item) => <span className="fd-num">{formatValue(item.confirmation?.nav)}</span>,
  },
  { key: 'fee', title: '手续费', align: 'right', render: (_, item) => <MoneyText value={item.confirmation?.fee} unit="元" /> },
];

// A confirmation has no status of its own (every one is confirmed): its business type takes the place.
const CARD_LAYOUTS: Record<TradeRecordTab, CardListLayout> = {
  ds: { title: 'fund', amount: 'applied', status: 'status' },
  dc: { title: 'fund', amount: 'amount', status: 'business' },
};

interface TradeRecordTableProps {
  tab: TradeRecordTab;
  items: readonly TradeRecordItem[];
  loading: boolean;
  total: number;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  onCancelled: (order: TradeOrderView) => void;
}

// One page of records, paged by the server; each row opens to the full record.
export function TradeRecordTable({ tab, items, loading, total, pageNum, pageSize, onPage, onCancelled }: TradeRecordTableProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const label = tab === 'ds' ? '交易申请列表' : '确认记录列表';
  const emptyText = tab === 'ds' ? '暂无交易申请' : '暂无确认记录';
  if (phone) {
    return (
      <CardList<TradeRecordItem>
        label={label}
        items={items}
        columns={tab === 'ds' ? APPLICATION_COLUMNS : CONFIRMATION_COLUMNS}
        layout={CARD_LAYOUTS[tab]}
        rowKey={(item, index) => recordRowKey(item, index)}
        itemLabel={(item) => `${recordFund(item).fundName} ${recordBusiness(item)}`}
        loading={loading}
        emptyText={emptyText}
        pagination={{ current: pageNum, pageSize, total, onChange: onPage }}
        detail={(item) => <TradeRecordDetail item={item} onCancelled={onCancelled} />}
      />
    );
  }
  return (
    <Table<TradeRecordItem>
      className="fd-trade-record__table"
      aria-label={label}
      size="middle"
      columns={tab === 'ds' ? APPLICATION_COLUMNS : CONFIRMATION_COLUMNS}
      dataSource={items as TradeRecordItem[]}
      rowKey={(item) => recordRowKey(item, items.indexOf(item))}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      // A fixed expand column keeps the opened record as wide as the visible table when it scrolls sideways.
      expandable={{ fixed: 'left', expandedRowRender: (item) => <TradeRecordDetail item={item} onCancelled={onCancelled} /> }}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => `共 ${count} 条`,
        onChange: onPage,
      }}
    />
  );
}
