import { AppError, ERRORS } from '@fund-direct/domain/errors';
import {
  NAV_CHART_MAX_POINTS,
  type ComparedFund,
  type FundCompareResponse,
  type FundSummary,
  type NavChartPeriod,
} from '@fund-direct/domain/contracts';
import { toDecimal } from '@fund-direct/domain/money';
import { addMonths, adjustedSeries, comparedFigures, comparisonWindow, TRADING_DAYS_PER_YEAR } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { listedFunds } from './fund-catalogue.service.ts';
import { NAV_CHART_PERIOD_MONTHS } from './fund-detail.service.ts';
import { selectFeeTiers, selectFundExtra, selectFundManagers } from './fund.repository.ts';
import { loadHistories } from './nav.repository.ts';

async function fundFacts(db: Database, code: string) {
  const [extra, tiers, managers] = await Promise.all([selectFundExtra(db, code), selectFeeTiers(db, code), selectFundManagers(db, code)]);
  const purchaseRates = tiers.filter((tier) => tier.feeKind === 'purchase' && tier.rate !== null).map((tier) => tier.rate as string);
  const maxPurchaseRate = purchaseRates.reduce<string | null>((max, rate) => (max === null || toDecimal(rate).gt(max) ? rate : max), null);
  return {
    maxPurchaseRate,
    managementRate: extra?.managementRate ?? '0',
    custodyRate: extra?.custodyRate ?? '0',
    salesServiceRate: extra?.salesServiceRate ?? null,
    managers: managers.filter((m) => m.endDate === null).map((m) => ({ manId: m.manId, name: m.name })),
  };
}

// Up to four funds over one period (issue: fund comparison): curves and figures from the stored NAV history, all from
// the same first day (domain comparisonWindow), up to the latest day every fund has published.
export async function compareFunds(
  db: Database,
  codes: readonly string[],
  period: NavChartPeriod,
  riskFreeRate: string,
): Promise<FundCompareResponse> {
  const listed = new Map((await listedFunds(db)).map((fund) => [fund.fundcode, fund]));
  const funds: FundSummary[] = codes.map((code) => {
    const fund = listed.get(code);
    if (!fund) throw new AppError(ERRORS.RESOURCE_NOT_FOUND, `基金不存在：${code}`);
    return fund;
  });
  const base = { period, riskFreeRate, tradingDaysPerYear: TRADING_DAYS_PER_YEAR };
  const navDates = funds.map((fund) => fund.navDate);
  const to = navDates.every((date): date is string => date !== null) ? navDates.reduce((a, b) => (a < b ? a : b)) : null;
  const from = to === null || period === 'all' ? null : addMonths(to, -NAV_CHART_PERIOD_MONTHS[period]);
  // A month of margin finds the last published day on or before the start.
  const histories = await loadHistories(db, { codes, ...(from ? { from: addMonths(from, -1) } : {}), ...(to ? { to } : {}) });
  const serieses = funds.map((fund) => adjustedSeries(histories.get(fund.fundcode)?.points ?? [], fund.isMoneyFund ? 'money' : 'nav'));
  const window = to === null ? null : comparisonWindow(serieses, from, to);
  const facts = await Promise.all(funds.map((fund) => fundFacts(db, fund.fundcode)));
  const compared = funds.map((fund, i): ComparedFund => {
    const figures = window ? comparedFigures(serieses[i] ?? [], window, riskFreeRate, NAV_CHART_MAX_POINTS) : null;
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
      ...(facts[i] as Awaited<ReturnType<typeof fundFacts>>),
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
