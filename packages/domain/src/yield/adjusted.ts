import Decimal from 'decimal.js';

// Own Decimal constructor so the global decimal.js settings of other modules never change a yield.
export const YieldDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type YieldDecimal = InstanceType<typeof YieldDecimal>;

// 'nav': ordinary funds, valued by unit NAV. 'money': money-market funds, valued by daily income.
export type FundKind = 'nav' | 'money';

// One published day of a fund, ascending by date. Decimal strings throughout.
export interface NavPoint {
  date: string;
  unitNav?: string | null;
  accNav?: string | null;
  // Cash per share whose ex-date is this day; unitNav of this day is already ex-dividend.
  dividendPerShare?: string | null;
  // New shares per old share effective this day; unitNav of this day is already split.
  splitRatio?: string | null;
  // Money funds: income per 10,000 units earned on this (natural) day, 万份收益.
  incomePer10k?: string | null;
}

export interface AdjustedPoint {
  date: string;
  value: YieldDecimal;
}

const ONE = new YieldDecimal(1);
const TEN_THOUSAND = new YieldDecimal(10_000);

function present(value: string | null | undefined): value is string {
  return value !== undefined && value !== null && value.trim() !== '';
}

// §3 yields are dividend-adjusted: the value of one unit held since the first point, with every
// cash dividend reinvested at the ex-date NAV and every split applied. Only ratios of values matter.
// Money funds keep NAV at 1 and carry income forward as new units every day, so their value
// compounds the daily income: value(k) = Π (1 + income(j) / 10000) for j ≤ k. The income of the
// start point itself belongs to the day before a period begins, so a period return is
// Π (1 + income / 10000) − 1 over the days after the start point up to the end point.
export function adjustedSeries(points: readonly NavPoint[], kind: FundKind): AdjustedPoint[] {
  return kind === 'money' ? moneySeries(points) : navSeries(points);
}

function navSeries(points: readonly NavPoint[]): AdjustedPoint[] {
  const out: AdjustedPoint[] = [];
  let factor = ONE;
  let adjusted = false;
  for (const point of points) {
    if (!present(point.unitNav)) continue;
    const nav = new YieldDecimal(point.unitNav);
    if (present(point.splitRatio)) {
      factor = factor.times(point.splitRatio);
      adjusted = true;
    }
    if (present(point.dividendPerShare) && nav.gt(0)) {
      factor = factor.times(ONE.plus(new YieldDecimal(point.dividendPerShare).div(nav)));
      adjusted = true;
    }
    // Until the first dividend or split the value is the NAV itself (a long history is mostly such days).
    out.push({ date: point.date, value: adjusted ? nav.times(factor) : nav });
  }
  return out;
}

function moneySeries(points: readonly NavPoint[]): AdjustedPoint[] {
  const out: AdjustedPoint[] = [];
  let value = ONE;
  for (const point of points) {
    if (!present(point.incomePer10k)) continue;
    value = value.times(ONE.plus(new YieldDecimal(point.incomePer10k).div(TEN_THOUSAND)));
    out.push({ date: point.date, value });
  }
  return out;
}

// Index of the last point dated on or before `date`, or -1.
export function lastIndexOnOrBefore(series: readonly { date: string }[], date: string): number {
  let lo = 0;
  let hi = series.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((series[mid] as { date: string }).date <= date) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

// Yields are fractions ('0.052300' = 5.23 %), six decimals, never '-0.000000'.
export const YIELD_DECIMALS = 6;

export function formatFraction(value: YieldDecimal, decimals = YIELD_DECIMALS): string {
  const rounded = value.toDecimalPlaces(decimals, YieldDecimal.ROUND_HALF_UP);
  return rounded.isZero() ? new YieldDecimal(0).toFixed(decimals) : rounded.toFixed(decimals);
}

export function ratioReturn(start: AdjustedPoint, end: AdjustedPoint): string {
  return formatFraction(end.value.div(start.value).minus(1));
}
