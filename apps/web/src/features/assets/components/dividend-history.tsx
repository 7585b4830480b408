import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { BonusRecord } from '@fund-direct/domain/contracts';
import { DIVIDEND_TYPES } from '@fund-direct/domain/codes';
import { formatDate, formatValue } from '@fund-direct/domain/format';
import { CardList } from '@/components/card-list.tsx';
import { MoneyText } from '@/components/money-text.tsx';
import { PHONE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';
import { sharesText } from './trade-record-facts.ts';

const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<BonusRecord> = [
  { key: 'exDate', title: '除息日', render: (_, record) => <span className="fd-num">{formatDate(record.exDate)}</span> },
  { key: 'payDate', title: '发放日', render: (_, record) => <span className="fd-num">{formatDate(record.payDate)}</span> },
  {
    key: 'fund',
    title: '基金',
    render: (_, record) => (
      <span className="fd-dividend__fund">
        <Link to={`/fund_detail?fundCode=${encodeURIComponent(record.fundCode)}`}>{record.fundName}</Link>
        <span className="fd-dividend__code">{record.fundCode}</span>
      </span>
    ),
  },
  {
    key: 'baseShares',
    title: '分红基数',
    align: 'right',
    render: (_, record) => <span className="fd-num">{sharesText(record.baseShares)}</span>,
  },
  {
    key: 'cashPerShare',
    title: '每份分红(元)',
    align: 'right',
    render: (_, record) => <span className="fd-num">{formatValue(record.cashPerShare)}</span>,
  },
  { key: 'amount', title: '分红金额', align: 'right', render: (_, record) => <MoneyText value={record.amount} unit="元" /> },
  { key: 'method', title: '分红方式', render: (_, record) => DIVIDEND_TYPES[record.method] },
  {
    key: 'reinvestNav',
    title: '再投资净值',
    align: 'right',
    render: (_, record) => <span className="fd-num">{formatValue(record.reinvestNav)}</span>,
  },
  {
    key: 'reinvestShares',
    title: '再投资份额',
    align: 'right',
    render: (_, record) => <span className="fd-num">{sharesText(record.reinvestShares)}</span>,
  },
];

function recordKey(record: BonusRecord): string {
  return `${record.fundCode}-${record.exDate}`;
}

// Dividends received (record code 74), newest first: cash paid out, or the shares it bought back.
export function DividendHistory({ records }: { records: readonly BonusRecord[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <CardList<BonusRecord>
        label="分红记录"
        items={records}
        columns={COLUMNS}
        layout={{ title: 'fund', amount: 'amount', status: 'method' }}
        rowKey={recordKey}
        itemLabel={(record) => `${record.fundName} ${record.exDate}`}
        pagination={{ pageSize: PAGE_SIZE }}
      />
    );
  }
  return (
    <Table<BonusRecord>
      size="middle"
      columns={COLUMNS}
      dataSource={records as BonusRecord[]}
      rowKey={recordKey}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false, showTotal: (count) => `共 ${count} 条` }}
    />
  );
}
