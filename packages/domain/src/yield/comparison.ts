import { lastIndexOnOrBefore, ratioReturn, type AdjustedPoint } from './adjusted.ts';
import { downsample } from './downsample.ts';
import { maxDrawdown, returnSums, windowStatistics, type Drawdown, type ReturnSums } from './risk-metrics.ts';

export interface ComparisonWindow {
  from: string;
  to: string;
}

// The days funds are compared over: up to `to`, from the last published day on or before `from` (null: each fund's
// first day). Every curve must start on the same day to be comparable, so a fund set up inside the period moves the
// start of all to its first day. Null when a fund has no published day in the window.
export function comparisonWindow(
  serieses: readonly (readonly AdjustedPoint[])[],
  from: string | null,
  to: string,
): ComparisonWindow | null {
  let start: string | null = null;
  for (const series of serieses) {
    const end = lastIndexOnOrBefore(series, to);
    if (end < 0) return null;
    const first = series[from === null ? 0 : Math.max(0, lastIndexOnOrBefore(series, from))] as AdjustedPoint;
    if (first.date > to) return null;
    if (start === null || first.date > start) start = first.date;
  }
  return start === null ? null : { from: start, to };
}

export interface ComparedFigures {
  periodReturn: string | null;
  volatility: string | null;
  drawdown: Drawdown | null;
  sharpe: string | null;
  // The return since the window's first day, at most `maxPoints` evenly spaced days (always the first and last).
  curve: { date: string; value: string }[];
}

// What a comparison reads of one fund, built once per NAV publication and kept: its dividend-adjusted series and the
// running sums of its daily returns.
export interface FundPerformance {
  series: readonly AdjustedPoint[];
  sums: ReturnSums;
}

export function fundPerformance(series: readonly AdjustedPoint[]): FundPerformance {
  return { series, sums: returnSums(series) };
}

// One fund's figures over a window: from its last point on or before window.from to its last on or before window.to.
export function comparedFigures(fund: FundPerformance, window: ComparisonWindow, riskFreeRate: string, maxPoints: number): ComparedFigures {
  const start = Math.max(0, lastIndexOnOrBefore(fund.series, window.from));
  const end = lastIndexOnOrBefore(fund.series, window.to);
  const days = end >= start ? fund.series.slice(start, end + 1) : [];
  const base = days[0];
  const last = days.at(-1);
  const { volatility, sharpe } = end > start ? windowStatistics(fund.sums, start, end, riskFreeRate) : { volatility: null, sharpe: null };
  return {
    periodReturn: base && last ? ratioReturn(base, last) : null,
    volatility,
    drawdown: maxDrawdown(days),
    sharpe,
    // Thinned first: only the days drawn are worked out.
    curve: base ? downsample(days, maxPoints).map((point) => ({ date: point.date, value: ratioReturn(base, point) })) : [],
  };
}
