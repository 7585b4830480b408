import type { ReactNode } from 'react';
import type { FundDetailResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatValue } from '@fund-direct/domain/format';
import type { ToPage } from '@fund-direct/domain/session-keys';
import { FundCompareButton } from '@/components/fund-compare-button.tsx';
import { FundStatusTag } from '@/components/fund-status-tag.tsx';
import { PercentText } from '@/components/percent-text.tsx';
import { RiskTag } from '@/components/risk-tag.tsx';
import { BuyButton, FixButton, WatchButton } from './fund-buttons.tsx';

interface FundSummaryProps {
  fund: FundDetailResponse['fund'];
  watched: boolean;
  from: ToPage;
}

function Figure({ label, children, lead = false }: { label: string; children: ReactNode; lead?: boolean }) {
  return (
    <div className={lead ? 'fd-figure fd-figure--lead' : 'fd-figure'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// Name, code, tags, the latest NAV (money funds: 万份收益 and 7-day yield) and the trade buttons.
export function FundSummary({ fund, watched, from }: FundSummaryProps) {
  const dated = `(${formatDate(fund.navDate)})`;
  return (
    <section className="fd-card fd-fund-summary" aria-labelledby="fd-fund-title">
      <div className="fd-fund-summary__head">
        <h1 id="fd-fund-title" className="fd-fund-summary__title">
          {fund.fundname}
          <span className="fd-fund-summary__code">{fund.fundcode}</span>
        </h1>
        <div className="fd-fund-summary__tags">
          <span className="fd-tag fd-tag--muted">{fund.fundTypeLabel}</span>
          <RiskTag level={fund.riskLevel} withCode />
          <FundStatusTag status={fund.status} />
        </div>
      </div>
      <dl className="fd-fund-summary__figures">
        {fund.isMoneyFund ? (
          <>
            <Figure label={`万份收益(元) ${dated}`} lead>
              <span className="fd-num">{formatValue(fund.incomePer10k)}</span>
            </Figure>
            <Figure label="七日年化收益率">
              <PercentText value={fund.yield7d} multiply100 />
            </Figure>
          </>
        ) : (
          <>
            <Figure label={`单位净值 ${dated}`} lead>
              <span className="fd-num">{formatValue(fund.nav)}</span>
            </Figure>
            <Figure label="累计净值">
              <span className="fd-num">{formatValue(fund.accNav)}</span>
            </Figure>
            <Figure label="日涨跌幅">
              <PercentText value={fund.dailyChange} multiply100 />
            </Figure>
          </>
        )}
        <Figure label="近一年">
          <PercentText value={fund.yields.year} multiply100 />
        </Figure>
        <Figure label="成立日期">
          <span className="fd-num">{formatDate(fund.setupDate)}</span>
        </Figure>
      </dl>
      <p className="fd-fund-summary__benchmark">
        <span className="fd-muted">业绩比较基准：</span>
        {fund.benchmark || '--'}
      </p>
      <div className="fd-fund-summary__actions">
        <BuyButton
          fundCode={fund.fundcode}
          fundName={fund.fundname}
          status={fund.status}
          from={from}
          className="fd-button fd-button--accent fd-button--large"
        />
        <FixButton
          fundCode={fund.fundcode}
          fundName={fund.fundname}
          status={fund.status}
          from={from}
          className="fd-button fd-button--outline fd-button--large"
        />
        <WatchButton fundCode={fund.fundcode} fundName={fund.fundname} watched={watched} from={from} withText />
        <FundCompareButton fundCode={fund.fundcode} fundName={fund.fundname} className="fd-button" />
      </div>
    </section>
  );
}
