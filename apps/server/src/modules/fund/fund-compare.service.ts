import { AppError, ERRORS } from '@fund-direct/domain/errors';
import {
  NAV_CHART_MAX_POINTS,
  type ComparedFund,
  type FundCompareResponse,
  type FundSummary,
  type NavChartPeriod,
} from '@fund-direct/domain/contracts';
import { addMonths, comparisonWindow, TRADING_DAYS_PER_YEAR } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { listedFunds, loadCatalogue } from './fund-catalogue.service.ts';
import { NAV_CHART_PERIOD_MONTHS } from './fund-detail.service.ts';
import { comparableFunds, type ComparableFund } from './fund-comparison-cache.ts';

// Up to four funds over one period (issue: fund comparison): curves and figures from the stored NAV history, all from
// the same first day (domain comparisonWindow), up to the latest day every fund has published.
export async function compareFunds(
  db: Database,
  codes: readonly string[],
  period: NavChartPeriod,
  riskFreeRate: string,
): Promise<FundCompareResponse> {
  const listed = new Map((await listedFunds(db)).map((fund) => [fund.fundcode, fund]));
  const sizes = new Map((await loadCatalogue(db)).map((entry) => [entry.summary.fundcode, entry]));
  const funds: FundSummary[] = codes.map((code) => {
    const fund = listed.get(code);
    if (!fund) throw new AppError(ERRORS.RESOURCE_NOT_FOUND, `基金不存在：${code}`);
    return fund;
  });
  const base = { period, riskFreeRate, tradingDaysPerYear: TRADING_DAYS_PER_YEAR };
  const navDates = funds.map((fund) => fund.navDate);
  const to = navDates.every((date): date is string => date !== null) ? navDates.reduce((a, b) => (a < b ? a : b)) : null;
  const from = to === null || period === 'all' ? null : addMonths(to, -NAV_CHART_PERIOD_MONTHS[period]);
  const comparable = await comparableFunds(
    db,
    funds.map((fund) => ({ code: fund.fundcode, isMoneyFund: fund.isMoneyFund })),
  );
  const window =
    to === null
      ? null
      : comparisonWindow(
          comparable.map((entry) => entry.performance.series),
          from,
          to,
        );
  const compared = funds.map((fund, i): ComparedFund => {
    const entry = comparable[i] as ComparableFund;
    const figures = window ? entry.figures(window, riskFreeRate, NAV_CHART_MAX_POINTS) : null;
    return {
      fundcode: fund.fundcode,
      fundname: fund.fundname,
      fundTypeLabel: fund.fundTypeLabel,
      riskLevel: fund.riskLevel,
      riskLevelLabel: fund.riskLevelLabel,
      isMoneyFund: fund.isMoneyFund,
      setupDate: fund.setupDate,
      navDate: fund.navDate,
      nav: fund.nav,
      yields: fund.yields,
      minPurchaseAmount: fund.minPurchaseAmount,
      netAssets: sizes.get(fund.fundcode)?.netAssets ?? null,
      netAssetsDate: sizes.get(fund.fundcode)?.netAssetsDate ?? null,
      ...entry.facts,
      periodReturn: figures?.periodReturn ?? null,
      volatility: figures?.volatility ?? null,
      maxDrawdown: figures?.drawdown?.drawdown ?? null,
      drawdownPeakDate: figures?.drawdown?.peakDate ?? null,
      drawdownTroughDate: figures?.drawdown?.troughDate ?? null,
      drawdownRecoveryDate: figures?.drawdown?.recoveryDate ?? null,
      sharpe: figures?.sharpe ?? null,
      curve: figures?.curve ?? [],
    };
  });
  return { ...base, from: window?.from ?? null, to: window?.to ?? null, funds: compared };
}
