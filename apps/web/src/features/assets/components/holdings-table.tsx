import { DIVIDEND_TYPES } from '@fund-direct/domain/codes';
import type { HoldingItem } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney, formatValue } from '@fund-direct/domain/format';
import { isPositive } from '@fund-direct/domain/money';
import { Link } from 'react-router';
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

// One row per holding; on phones each row becomes a card whose cells carry their column name.
export function HoldingsTable({ holdings }: { holdings: readonly HoldingItem[] }) {
  return (
    <div className="fd-table-wrap" role="region" aria-label="持仓列表" tabIndex={0}>
      <table className="fd-table fd-holdings">
        <caption className="fd-visually-hidden">持仓列表</caption>
        <thead>
          <tr>
            <th scope="col">基金</th>
            <th scope="col" className="fd-table__num">
              持有份额
            </th>
            <th scope="col" className="fd-table__num">
              可用份额
            </th>
            <th scope="col" className="fd-table__num">
              净值(日期)
            </th>
            <th scope="col" className="fd-table__num">
              市值(元)
            </th>
            <th scope="col" className="fd-table__num">
              持有收益/收益率
            </th>
            <th scope="col">分红方式</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((holding) => (
            <tr key={holding.fundCode} aria-label={holding.fundName}>
              <th scope="row" className="fd-holdings__fund">
                <Link to={fundDetailPath(holding.fundCode)}>{holding.fundName}</Link>
                <span className="fd-holdings__meta">
                  {holding.fundCode} · {holding.fundTypeName}
                </span>
              </th>
              <td className="fd-table__num" data-label="持有份额">
                <span className="fd-num">{formatMoney(holding.shares)}</span>
              </td>
              <td className="fd-table__num" data-label="可用份额">
                <span className="fd-num">{formatMoney(holding.availableShares)}</span>
                {isPositive(holding.frozenShares) ? (
                  <span className="fd-holdings__meta">冻结 {formatMoney(holding.frozenShares)}</span>
                ) : null}
              </td>
              <td className="fd-table__num" data-label="净值(日期)">
                <span className="fd-num">{formatValue(holding.nav)}</span>
                <span className="fd-holdings__meta">{formatDate(holding.navDate)}</span>
              </td>
              <td className="fd-table__num" data-label="市值(元)">
                <MoneyText value={holding.marketValue} />
              </td>
              <td className="fd-table__num" data-label="持有收益/收益率">
                <MoneyText value={holding.holdingIncome} colored />
                <PercentText className="fd-holdings__meta" value={holding.holdingIncomeRate} multiply100 />
              </td>
              <td data-label="分红方式">{DIVIDEND_TYPES[holding.dividendMethod]}</td>
              <td data-label="操作">
                <HoldingActions holding={holding} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
