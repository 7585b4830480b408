import { DIVIDEND_TYPES } from '@fund-direct/domain/codes';
import type { HoldingItem } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney, formatValue } from '@fund-direct/domain/format';
import { isPositive } from '@fund-direct/domain/money';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardList } from '@/components/card-list.tsx';
import { toCardCells } from '@/components/card-list-columns.ts';
import { PHONE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';
import { MoneyText } from '@/components/money-text.tsx';
import { PercentText } from '@/components/percent-text.tsx';
import { fundDetailPath, holdingDetailPath, holdingTradeLinks } from './holdings-trade-links.ts';

function HoldingActions({ holding }: { holding: HoldingItem }) {
  return (
    <span className="fd-holdings__actions">
      {holdingTradeLinks(holding).map((link) =>
        link.disabled ? (
          <span key={link.key} className="fd-holdings__action fd-holdings__action--disabled" aria-disabled="true" title="暂无可用份额">
            {link.label}
          </span>
        ) : (
          <Link key={link.key} className="fd-holdings__action" to={link.to} aria-label={`${link.label} ${holding.fundName}`}>
            {link.label}
          </Link>
        ),
      )}
      <Link className="fd-holdings__action" to={holdingDetailPath(holding.fundCode)} aria-label={`详情 ${holding.fundName}`}>
        详情
      </Link>
    </span>
  );
}

const num = 'fd-table__num';

// One definition for the table and the phone cards; the fund cell is the row's header.
const COLUMNS: TableColumnsType<HoldingItem> = [
  {
    key: 'fund',
    title: '基金',
    render: (_, holding) => (
      <>
        <Link to={fundDetailPath(holding.fundCode)}>{holding.fundName}</Link>
        <span className="fd-holdings__meta">
          {holding.fundCode} · {holding.fundTypeName}
        </span>
      </>
    ),
  },
  {
    key: 'shares',
    title: '持有份额',
    className: num,
    render: (_, holding) => <span className="fd-num">{formatMoney(holding.shares)}</span>,
  },
  {
    key: 'available',
    title: '可用份额',
    className: num,
    render: (_, holding) => (
      <>
        <span className="fd-num">{formatMoney(holding.availableShares)}</span>
        {isPositive(holding.frozenShares) ? <span className="fd-holdings__meta">冻结 {formatMoney(holding.frozenShares)}</span> : null}
      </>
    ),
  },
  {
    key: 'nav',
    title: '净值(日期)',
    className: num,
    render: (_, holding) => (
      <>
        <span className="fd-num">{formatValue(holding.nav)}</span>
        <span className="fd-holdings__meta">{formatDate(holding.navDate)}</span>
      </>
    ),
  },
  { key: 'marketValue', title: '市值(元)', className: num, render: (_, holding) => <MoneyText value={holding.marketValue} /> },
  {
    key: 'income',
    title: '持有收益/收益率',
    className: num,
    render: (_, holding) => (
      <>
        <MoneyText value={holding.holdingIncome} colored />
        <PercentText className="fd-holdings__meta" value={holding.holdingIncomeRate} multiply100 />
      </>
    ),
  },
  { key: 'dividend', title: '分红方式', render: (_, holding) => DIVIDEND_TYPES[holding.dividendMethod] },
  { key: 'actions', title: '操作', render: (_, holding) => <HoldingActions holding={holding} /> },
];

const [FUND_COLUMN, ...VALUE_COLUMNS] = toCardCells(COLUMNS);
const CLASS_NAMES = new Map(COLUMNS.map((column) => [String(column.key), column.className]));

// Holding income is the figure a holder looks for next to the market value, so it takes the status place.
const CARD_LAYOUT = { title: 'fund', amount: 'marketValue', status: 'income', actions: 'actions' } as const;

// One row per holding; below 576 px one card per holding (between that and 640 px the table's own
// cells stack, see my-assets.css).
export function HoldingsTable({ holdings }: { holdings: readonly HoldingItem[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    return (
      <CardList<HoldingItem>
        label="持仓列表"
        className="fd-holdings-cards"
        items={holdings}
        columns={COLUMNS}
        layout={CARD_LAYOUT}
        rowKey={(holding) => holding.fundCode}
        itemLabel={(holding) => holding.fundName}
      />
    );
  }
  return (
    <div className="fd-table-wrap" role="region" aria-label="持仓列表" tabIndex={0}>
      <table className="fd-table fd-holdings">
        <caption className="fd-visually-hidden">持仓列表</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={String(column.key)} scope="col" className={column.className}>
                {column.title as ReactNode}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {holdings.map((holding, index) => (
            <tr key={holding.fundCode} aria-label={holding.fundName}>
              <th scope="row" className="fd-holdings__fund">
                {FUND_COLUMN?.render(holding, index)}
              </th>
              {VALUE_COLUMNS.map((cell) => (
                <td key={cell.key} className={CLASS_NAMES.get(cell.key)} data-label={cell.title as string}>
                  {cell.render(holding, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
