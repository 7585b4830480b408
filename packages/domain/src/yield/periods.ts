import { RANKING_PERIODS, type RankingPeriod } from '../codes/yield-periods.ts';
import { adjustedSeries, lastIndexOnOrBefore, ratioReturn, type AdjustedPoint, type FundKind, type NavPoint } from './adjusted.ts';
import { addDays, addMonths } from './dates.ts';

export type YieldSet = Record<RankingPeriod, string | null>;

export const ALL_YIELD_PERIODS = Object.keys(RANKING_PERIODS) as RankingPeriod[];

const PERIOD_MONTHS = {
  month: 1,
  season: 3,
  halfYear: 6,
  year: 12,
  twoYear: 24,
  threeYear: 36,
  fiveYear: 60,
} as const satisfies Partial<Record<RankingPeriod, number>>;

// The calendar date a rolling period reaches back to from `asOf`; undefined for the periods that
// are not rolling (day: previous published day; thisYear; sinceSetup).
export function rollingPeriodStart(period: RankingPeriod, asOf: string): string | undefined {
  if (period === 'week') return addDays(asOf, -7);
  if (period in PERIOD_MONTHS) return addMonths(asOf, -PERIOD_MONTHS[period as keyof typeof PERIOD_MONTHS]);
  return undefined;
}

// Index of the start point of `period` in a series whose end point is series[end].
// -1 when the fund is younger than the period (never for thisYear or sinceSetup).
export function periodStartIndex(series: readonly { date: string }[], period: RankingPeriod, asOf: string, end: number): number {
  switch (period) {
    case 'day':
      return end - 1;
    case 'sinceSetup':
      return 0;
    case 'thisYear': {
      // §3 今年以来: from the last published day of the previous year; a fund set up this year
      // counts from its first day.
      const index = lastIndexOnOrBefore(series, `${Number(asOf.slice(0, 4)) - 1}-12-31`);
      return index >= 0 ? index : 0;
    }
    default: {
      const from = rollingPeriodStart(period, asOf);
      return from === undefined ? -1 : lastIndexOnOrBefore(series, from);
    }
  }
}

function emptyYields(): YieldSet {
  return Object.fromEntries(ALL_YIELD_PERIODS.map((p) => [p, null])) as YieldSet;
}

export interface YieldOptions {
  kind: FundKind;
  // Defaults to the date of the last point.
  asOf?: string;
}

// §3: the return of every period as of `asOf`, dividend-adjusted (see adjustedSeries).
// The end point is the last published day on or before asOf; a period's start point is the last
// published day on or before (asOf − period). A fund younger than a period has null for it.
export function computeYields(points: readonly NavPoint[], options: YieldOptions): YieldSet {
  return yieldsOfSeries(adjustedSeries(points, options.kind), options.asOf);
}

export function yieldsOfSeries(series: readonly AdjustedPoint[], asOfInput?: string): YieldSet {
  const result = emptyYields();
  const asOf = asOfInput ?? series[series.length - 1]?.date;
  if (asOf === undefined) return result;
  const end = lastIndexOnOrBefore(series, asOf);
  const endPoint = series[end];
  if (!endPoint) return result;
  for (const period of ALL_YIELD_PERIODS) {
    const startPoint = series[periodStartIndex(series, period, asOf, end)];
    if (startPoint) result[period] = ratioReturn(startPoint, endPoint);
  }
  return result;
}

// Return between two dates (for example a manager's tenure): from the last published day on or
// before `from` (the first day when `from` precedes the history) to the last one on or before `to`.
export function returnBetween(points: readonly NavPoint[], kind: FundKind, from: string, to: string): string | null {
  const series = adjustedSeries(points, kind);
  const end = lastIndexOnOrBefore(series, to);
  const endPoint = series[end];
  if (!endPoint || endPoint.date < from) return null;
  const startPoint = series[Math.max(0, lastIndexOnOrBefore(series, from))];
  return startPoint ? ratioReturn(startPoint, endPoint) : null;
}

export interface CumulativePoint {
  date: string;
  cumulativeReturn: string;
}

// Chart line: the return of every point since the start point (the last published day on or
// before `from`; the first day when `from` is null or precedes the history).
export function cumulativeReturns(points: readonly NavPoint[], kind: FundKind, from: string | null): CumulativePoint[] {
  const series = adjustedSeries(points, kind);
  const start = from === null ? 0 : Math.max(0, lastIndexOnOrBefore(series, from));
  const base = series[start];
  if (!base) return [];
  return series.slice(start).map((point) => ({ date: point.date, cumulativeReturn: ratioReturn(base, point) }));
}

// Change of each published day against the previous one, dividend-adjusted; null for the first.
export function dailyChanges(points: readonly NavPoint[], kind: FundKind): (string | null)[] {
  const series = adjustedSeries(points, kind);
  const byDate = new Map<string, string | null>();
  series.forEach((point, i) => {
    const previous = series[i - 1];
    byDate.set(point.date, previous ? ratioReturn(previous, point) : null);
  });
  return points.map((point) => byDate.get(point.date) ?? null);
}
