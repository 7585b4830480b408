import { DIVIDEND_TYPES } from '@fund-direct/domain/codes';
import type { AssetsSummary, HoldingItem } from '@fund-direct/domain/contracts';
import { formatDate, formatMoney, formatValue } from '@fund-direct/domain/format';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MoneyText } from '@/components/money-text.tsx';
import { PercentText } from '@/components/percent-text.tsx';
import { RiskTag } from '@/components/risk-tag.tsx';
import { fundDetailPath, holdingTradeLinks } from './holdings-trade-links.ts';

interface AssetsDetailSummaryProps {
  holding: HoldingItem;
  incomeDate: AssetsSummary['incomeDate'];
}

// The holding's figures and what can be done with it.
export function AssetsDetailSummary({ holding, incomeDate }: AssetsDetailSummaryProps) {
  const facts: { label: string; value: ReactNode }[] = [
    { label: '市值(元)', value: <MoneyText value={holding.marketValue} /> },
    { label: '持有收益(元)', value: <MoneyText value={holding.holdingIncome} colored /> },
    { label: '持有收益率', value: <PercentText value={holding.holdingIncomeRate} multiply100 /> },
    {
      label: `昨日收益(元)${incomeDate ? ` ${formatDate(incomeDate)}` : ''}`,
      value: <MoneyText value={holding.yesterdayIncome} colored />,
    },
    { label: '累计收益(元)', value: <MoneyText value={holding.cumulativeIncome} colored /> },
    { label: '持仓成本(元)', value: <MoneyText value={holding.cost} /> },
    { label: '持有份额', value: formatMoney(holding.shares) },
    { label: '可用份额', value: formatMoney(holding.availableShares) },
    { label: '冻结份额', value: formatMoney(holding.frozenShares) },
    { label: `最新净值 ${formatDate(holding.navDate)}`, value: formatValue(holding.nav) },
    { label: '首次买入日', value: formatDate(holding.firstDate) },
    {
      label: '分红方式',
      value: (
        <>
          {DIVIDEND_TYPES[holding.dividendMethod]}{' '}
          <Link
            className="fd-assets-detail__inline-link"
            to={`${ROUTE_PATHS.dividend}?fundCode=${encodeURIComponent(holding.fundCode)}`}
            aria-label="修改分红方式"
          >
            修改
          </Link>
        </>
      ),
    },
  ];
  return (
    <section className="fd-assets-detail__summary" aria-labelledby="fd-assets-detail-fund">
      <header className="fd-assets-detail__head">
        <h2 id="fd-assets-detail-fund" className="fd-assets-detail__fund">
          <Link to={fundDetailPath(holding.fundCode)}>{holding.fundName}</Link>
        </h2>
        <span className="fd-assets-detail__code fd-num">{holding.fundCode}</span>
        <span className="fd-tag fd-tag--muted">{holding.fundTypeName}</span>
        <RiskTag level={holding.riskLevel} withCode />
      </header>
      <dl className="fd-assets-detail__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd className="fd-num">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <nav className="fd-assets-detail__actions" aria-label="交易操作">
        {holdingTradeLinks(holding).map((link) =>
          link.disabled ? (
            <span key={link.key} className="fd-button fd-assets-detail__action" aria-disabled="true" title="暂无可用份额">
              {link.label}
            </span>
          ) : (
            <Link
              key={link.key}
              className={`fd-button fd-assets-detail__action${link.key === 'purchase' ? ' fd-button--primary' : ''}`}
              to={link.to}
            >
              {link.label}
            </Link>
          ),
        )}
      </nav>
    </section>
  );
}
