import { YIELD_PERIODS, type YieldPeriod } from '@fund-direct/domain/codes';
import type { FundRiskPeriod, FundRiskResponse } from '@fund-direct/domain/contracts';
import { periodStartIndex, TRADING_DAYS_PER_YEAR } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { comparableFunds } from './fund-comparison-cache.ts';
import { listedFund } from './fund-detail.service.ts';

const PERIODS = Object.keys(YIELD_PERIODS) as YieldPeriod[];
// The risk table draws no curve: two points keep the window's figures small in the comparison cache.
const NO_CURVE = 2;

// GET /api/content/fund/risk: each §3 period's maximum drawdown, annualised volatility and Sharpe ratio, from the fund's
// dividend-adjusted series kept by the comparison cache (computed by domain risk-metrics.ts, as the comparison does).
// A period starts where its yield starts (periodStartIndex); a fund younger than it has no figures for it.
export async function fundRisk(db: Database, code: string, riskFreeRate: string): Promise<FundRiskResponse> {
  const fund = await listedFund(db, code);
  const [comparable] = await comparableFunds(db, [{ code, isMoneyFund: fund.isMoneyFund }]);
  const series = comparable?.performance.series ?? [];
  const end = series.length - 1;
  const asOf = series[end]?.date ?? null;
  const periods = PERIODS.map((period): FundRiskPeriod => {
    const empty: FundRiskPeriod = {
      period,
      label: YIELD_PERIODS[period],
      from: null,
      to: null,
      periodReturn: null,
      maxDrawdown: null,
      drawdownPeakDate: null,
      drawdownTroughDate: null,
      drawdownRecoveryDate: null,
      volatility: null,
      sharpe: null,
    };
    const start = asOf === null || !comparable ? -1 : periodStartIndex(series, period, asOf, end);
    const first = series[start];
    if (!comparable || asOf === null || !first || start >= end) return empty;
    const figures = comparable.figures({ from: first.date, to: asOf }, riskFreeRate, NO_CURVE);
    return {
      ...empty,
      from: first.date,
      to: asOf,
      periodReturn: figures.periodReturn,
      maxDrawdown: figures.drawdown?.drawdown ?? null,
      drawdownPeakDate: figures.drawdown?.peakDate ?? null,
      drawdownTroughDate: figures.drawdown?.troughDate ?? null,
      drawdownRecoveryDate: figures.drawdown?.recoveryDate ?? null,
      volatility: figures.volatility,
      sharpe: figures.sharpe,
    };
  });
  return { fundcode: code, asOf, riskFreeRate, tradingDaysPerYear: TRADING_DAYS_PER_YEAR, periods };
}
