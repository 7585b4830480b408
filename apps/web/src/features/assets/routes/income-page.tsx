import { Empty, Segmented } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { INCOME_PERIOD_NAMES, INCOME_PERIODS, incomePeriodSchema, type IncomePeriod } from '@fund-direct/domain/contracts';
import { useIncome } from '../api/income.ts';
import { useIncomeTrend } from '../api/income-trend.ts';
import { IncomeByFund } from '../components/income-by-fund.tsx';
import { IncomeDailySection } from '../components/income-daily-section.tsx';
import { IncomeSummary } from '../components/income-summary.tsx';
import { INCOME_EMPTY_TEXT } from '../components/income-texts.ts';
import { IncomeTrendSection } from '../components/income-trend-section.tsx';
import './income.css';

const DEFAULT_PERIOD: IncomePeriod = '1m';
const PERIOD_OPTIONS = INCOME_PERIODS.map((value) => ({ value, label: INCOME_PERIOD_NAMES[value] }));

// §2 /assets/income: income analysis by period (?period=, last month by default): daily income, the
// cumulative line against the market value, income by fund and the money-weighted returns (XIRR).
export function IncomePage() {
  const [search, setSearch] = useSearchParams();
  const parsed = incomePeriodSchema.safeParse(search.get('period'));
  const period = parsed.success ? parsed.data : DEFAULT_PERIOD;
  const income = useIncome(period);
  const trend = useIncomeTrend(period);

  const choose = (next: IncomePeriod) => {
    setSearch(next === DEFAULT_PERIOD ? {} : { period: next }, { replace: true });
  };

  // Nothing held in the period (or ever): one empty state under the tabs instead of four empty boxes.
  const nothing =
    income.isSuccess &&
    trend.isSuccess &&
    income.data.list.length === 0 &&
    income.data.byFund.length === 0 &&
    trend.data.list.length === 0 &&
    trend.data.xirrByFund.length === 0;

  return (
    <div className="fd-income">
      <div className="fd-income__bar">
        <Segmented aria-label="统计区间" options={PERIOD_OPTIONS} value={period} onChange={(next) => choose(next as IncomePeriod)} />
      </div>
      {nothing ? (
        <Empty className="fd-income__empty" description={`${INCOME_PERIOD_NAMES[period]}${INCOME_EMPTY_TEXT}`}>
          <Link to="/fund">去选购基金</Link>
        </Empty>
      ) : (
        <>
          <IncomeSummary period={period} income={income.data} trend={trend.data} />
          <IncomeDailySection period={period} query={income} />
          <IncomeTrendSection query={trend} />
          <IncomeByFund period={period} income={income} trend={trend} />
        </>
      )}
    </div>
  );
}
