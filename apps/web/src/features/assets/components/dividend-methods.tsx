import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DIVIDEND_TYPES } from '@fund-direct/domain/codes';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import type { BonusHolding } from '@/api/query/bonus-list.ts';
import { CardList } from '@/components/card-list.tsx';
import { PHONE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';
import { sharesText } from './trade-record-facts.ts';

const COLUMNS: TableColumnsType<BonusHolding> = [
  {
    key: 'fund',
    title: '基金',
    render: (_, holding) => (
      <span className="fd-dividend__fund">
        <Link to={`/fund_detail?fundCode=${encodeURIComponent(holding.fundCode)}`}>{holding.fundName}</Link>
        <span className="fd-dividend__code">{holding.fundCode}</span>
      </span>
    ),
  },
  {
    key: 'shares',
    title: '持有份额',
    align: 'right',
    render: (_, holding) => <span className="fd-num">{sharesText(holding.shares)}</span>,
  },
  {
    key: 'method',
    title: '当前分红方式',
    render: (_, holding) => (
      <span className="fd-dividend__method">
        <Tag color={holding.dividendMethod === '0' ? 'blue' : 'gold'}>{DIVIDEND_TYPES[holding.dividendMethod]}</Tag>
        {holding.pendingMethod ? (
          <span className="fd-dividend__pending">变更为{DIVIDEND_TYPES[holding.pendingMethod]}（待确认）</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'action',
    title: '操作',
    // Stays in view while the table scrolls sideways on a phone.
    fixed: 'right',
    render: (_, holding) => (
      <Link
        to={`${ROUTE_PATHS.dividend}?fundCode=${encodeURIComponent(holding.fundCode)}`}
        aria-label={`修改${holding.fundName}的分红方式`}
      >
        修改
      </Link>
    ),
  },
];

// The dividend method of every holding, changed on /trade/dividend (029, confirmed by the next batch).
export function DividendMethods({ holdings }: { holdings: readonly BonusHolding[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <CardList<BonusHolding>
        label="持有基金的分红方式"
        items={holdings}
        columns={COLUMNS}
        layout={{ title: 'fund', amount: 'shares', status: 'method', actions: 'action' }}
        rowKey={(holding) => holding.fundCode}
        itemLabel={(holding) => holding.fundName}
      />
    );
  }
  return (
    <Table<BonusHolding>
      size="middle"
      columns={COLUMNS}
      dataSource={holdings as BonusHolding[]}
      rowKey="fundCode"
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
