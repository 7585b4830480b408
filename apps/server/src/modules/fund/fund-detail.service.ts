import { AppError, ERRORS } from '@fund-direct/domain/errors';
import {
  NAV_CHART_MAX_POINTS,
  type AmountFeeTier,
  type FundDetailResponse,
  type FundManagerRef,
  type HoldingFeeTier,
  type NavChartPeriod,
  type NavListResponse,
} from '@fund-direct/domain/contracts';
import { addMonths, cumulativeReturns, downsample, lastIndexOnOrBefore, ratioReturn } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { fundBenchmarkSeries } from './fund-benchmark.service.ts';
import { listedFunds } from './fund-catalogue.service.ts';
import {
  selectDividends,
  selectDocuments,
  selectFeeTiers,
  selectFundExtra,
  selectFundManagers,
  selectRedemptionTiers,
  type TenureRow,
} from './fund.repository.ts';
import { loadHistories } from './nav.repository.ts';

export const FUND_NOT_FOUND = '基金不存在';

// Joins the configured image base address and a stored image path.
export function imageUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export async function listedFund(db: Database, code: string) {
  const fund = (await listedFunds(db)).find((f) => f.fundcode === code);
  if (!fund) throw new AppError(ERRORS.RESOURCE_NOT_FOUND, FUND_NOT_FOUND);
  return fund;
}

function managerRef(row: TenureRow, imageBase: string): FundManagerRef {
  return {
    manId: row.manId,
    name: row.name,
    avatar: imageUrl(imageBase, row.avatar),
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    returnDuringTenure: row.returnDuringTenure,
  };
}

export async function fundDetail(db: Database, code: string, imageBase: string): Promise<FundDetailResponse> {
  const summary = await listedFund(db, code);
  const [extra, tiers, redemption, dividends, documents, managers] = await Promise.all([
    selectFundExtra(db, code),
    selectFeeTiers(db, code),
    selectRedemptionTiers(db, code),
    selectDividends(db, code),
    selectDocuments(db, code),
    selectFundManagers(db, code),
  ]);
  if (!extra) throw new AppError(ERRORS.RESOURCE_NOT_FOUND, FUND_NOT_FOUND);
  const amountTiers = (kind: string): AmountFeeTier[] =>
    tiers
      .filter((t) => t.feeKind === kind)
      .map((t) => ({
        min: t.minAmount,
        ...(t.maxAmount === null ? {} : { max: t.maxAmount }),
        rule: t.fixedFee !== null ? { kind: 'fixed' as const, fee: t.fixedFee } : { kind: 'rate' as const, rate: t.rate ?? '0' },
      }));
  const holdingTiers: HoldingFeeTier[] = redemption.map((t) => ({
    minDays: t.minDays,
    ...(t.maxDays === null ? {} : { maxDays: t.maxDays }),
    rate: t.rate,
  }));
  return {
    fund: {
      ...summary,
      benchmark: extra.benchmark,
      shareClass: extra.shareClass,
      minSubscriptionAmount: extra.minSubscriptionAmount,
      convertible: extra.convertible,
      confirmDays: extra.confirmDays,
      redemptionArrivalDays: extra.redemptionArrivalDays,
    },
    currentManagers: managers.filter((m) => m.endDate === null).map((m) => managerRef(m, imageBase)),
    formerManagers: managers.filter((m) => m.endDate !== null).map((m) => managerRef(m, imageBase)),
    fees: {
      subscription: amountTiers('subscription'),
      purchase: amountTiers('purchase'),
      redemption: holdingTiers,
      managementRate: extra.managementRate,
      custodyRate: extra.custodyRate,
      salesServiceRate: extra.salesServiceRate,
    },
    dividends: dividends.map((d) => ({ recordDate: d.recordDate, exDate: d.exDate, payDate: d.payDate, cashPerShare: d.cashPerShare })),
    documents,
  };
}

export const NAV_CHART_PERIOD_MONTHS: Record<Exclude<NavChartPeriod, 'all'>, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12, '3y': 36 };

// The chart of one fund: unit and accumulated NAV, the dividend-adjusted return since the start of the period (the
// last published day on or before latest − period) and the benchmark's own return since the same day (its series from
// its components, fund-benchmark.service.ts; from its first day when it starts later).
export async function navChart(db: Database, code: string, period: NavChartPeriod): Promise<NavListResponse> {
  const fund = await listedFund(db, code);
  const base = { fundcode: code, isMoneyFund: fund.isMoneyFund, period, benchmark: '' };
  const extra = await selectFundExtra(db, code);
  base.benchmark = extra?.benchmark ?? '';
  if (!fund.navDate) return { ...base, points: [] };
  const from = period === 'all' ? null : addMonths(fund.navDate, -NAV_CHART_PERIOD_MONTHS[period]);
  // A month of margin finds the last published day on or before the start.
  const [histories, benchmark] = await Promise.all([
    loadHistories(db, { codes: [code], ...(from ? { from: addMonths(from, -1) } : {}) }),
    fundBenchmarkSeries(db, { code, isMoneyFund: fund.isMoneyFund }),
  ]);
  const history = histories.get(code);
  if (!history) return { ...base, points: [] };
  const kind = fund.isMoneyFund ? 'money' : 'nav';
  const returns = cumulativeReturns(history.points, kind, from);
  const startDate = returns[0]?.date ?? '';
  const byDate = new Map(history.points.map((p) => [p.date, p]));
  // Only the points drawn are worked out: the benchmark's return for each after thinning.
  const points = downsample(
    returns.map((r) => {
      const p = byDate.get(r.date);
      return {
        date: r.date,
        unitNav: p?.unitNav ?? null,
        accNav: p?.accNav ?? null,
        cumulativeReturn: r.cumulativeReturn,
        benchmarkReturn: null as string | null,
        incomePer10k: fund.isMoneyFund ? (p?.incomePer10k ?? null) : null,
        yield7d: fund.isMoneyFund ? (p?.yield7d ?? null) : null,
      };
    }),
    NAV_CHART_MAX_POINTS,
  );
  const benchmarkBase = benchmark[Math.max(0, lastIndexOnOrBefore(benchmark, startDate))];
  if (benchmarkBase) {
    for (const point of points) {
      const level = benchmark[lastIndexOnOrBefore(benchmark, point.date)];
      if (level && level.date >= benchmarkBase.date) point.benchmarkReturn = ratioReturn(benchmarkBase, level);
    }
  }
  return { ...base, points };
}
