import { INCOME_RATE_DEFINITION } from '@fund-direct/domain/assets';
import { INCOME_PERIOD_NAMES, type IncomePeriod, type IncomeResponse, type TrendAllResponse } from '@fund-direct/domain/contracts';
import { MoneyText } from '@/components/money-text.tsx';
import { PercentText } from '@/components/percent-text.tsx';
import { latestTrendPoint } from './income-rows.ts';
import { XIRR_EXPLANATION, XIRR_LABEL, XIRR_SCOPE } from './income-texts.ts';

interface IncomeSummaryProps {
  period: IncomePeriod;
  income: IncomeResponse | undefined;
  trend: TrendAllResponse | undefined;
}

// The headline figures: the period's income, cumulative income and income rate, and the account's XIRR
// with its definition beside it.
export function IncomeSummary({ period, income, trend }: IncomeSummaryProps) {
  const latest = latestTrendPoint(trend?.list ?? []);
  return (
    <section className="fd-income-summary" aria-label="收益概览">
      <dl className="fd-income-cards">
        <div className="fd-income-card">
          <dt>{INCOME_PERIOD_NAMES[period]}收益(元)</dt>
          <dd>
            <MoneyText value={income?.total ?? null} colored />
          </dd>
        </div>
        <div className="fd-income-card">
          <dt>累计收益(元)</dt>
          <dd>
            <MoneyText value={latest?.cumulativeIncome ?? null} colored />
          </dd>
          {latest ? <span className="fd-income-card__note">截至 {latest.date}</span> : null}
        </div>
        <div className="fd-income-card">
          <dt>收益率</dt>
          <dd>
            <PercentText value={latest?.incomeRate ?? null} multiply100 />
          </dd>
          <span className="fd-income-card__note">{INCOME_RATE_DEFINITION}</span>
        </div>
      </dl>
      <div className="fd-income-xirr">
        <dl className="fd-income-xirr__figure">
          <dt>账户{XIRR_LABEL}</dt>
          <dd>
            <PercentText value={trend?.xirr ?? null} multiply100 />
          </dd>
          <dd className="fd-income-card__note">{XIRR_SCOPE}</dd>
        </dl>
        <p className="fd-income-xirr__definition">
          <strong>{XIRR_LABEL}：</strong>
          {XIRR_EXPLANATION}
        </p>
      </div>
    </section>
  );
}
