import Decimal from 'decimal.js';
import { formatFraction, YieldDecimal, type AdjustedPoint } from './adjusted.ts';

// Daily figures are annualised over the trading days of a year on the Chinese exchanges (about 240–250 a year;
// 250 is the figure the fund industry's comparisons use).
export const TRADING_DAYS_PER_YEAR = 250;

// Statistics over thousands of daily returns: 20 significant digits are far beyond the six decimals shown, and keep
// ten years of history fast (decimal arithmetic costs grow with the digits carried).
const StatDecimal = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP });
type StatDecimal = InstanceType<typeof StatDecimal>;

const ZERO = new StatDecimal(0);
const ONE = new StatDecimal(1);
const YEAR = new StatDecimal(TRADING_DAYS_PER_YEAR);
const SQRT_YEAR = YEAR.sqrt();
const ROUNDING_RESIDUE = new StatDecimal('1e-15');

// Returns from one published day to the next, of a dividend-adjusted series (adjustedSeries).
export function dailyReturns(series: readonly AdjustedPoint[]): StatDecimal[] {
  const out: StatDecimal[] = [];
  for (let i = 1; i < series.length; i += 1) {
    const previous = (series[i - 1] as AdjustedPoint).value;
    if (previous.gt(0)) out.push(new StatDecimal((series[i] as AdjustedPoint).value).div(previous).minus(ONE));
  }
  return out;
}

export interface ReturnStatistics {
  // Annualised volatility: the sample deviation (n − 1) of the daily returns × √250.
  volatility: string | null;
  // Sharpe ratio: the mean daily return above the risk-free rate's daily share (riskFreeRate / 250), over the sample
  // deviation, × √250. Null when the returns never vary.
  sharpe: string | null;
}

// Running sums of the daily returns and of their squares: sums[k] covers the returns of points 1..k (each against the
// one before), so the statistics of any run of days cost two subtractions however long it is.
export interface ReturnSums {
  sum: StatDecimal[];
  squares: StatDecimal[];
}

export function returnSums(series: readonly AdjustedPoint[]): ReturnSums {
  const sum: StatDecimal[] = [ZERO];
  const squares: StatDecimal[] = [ZERO];
  for (let i = 1; i < series.length; i += 1) {
    const previous = (series[i - 1] as AdjustedPoint).value;
    const change = previous.gt(0) ? new StatDecimal((series[i] as AdjustedPoint).value).div(previous).minus(ONE) : ZERO;
    sum.push((sum[i - 1] as StatDecimal).plus(change));
    squares.push((squares[i - 1] as StatDecimal).plus(change.times(change)));
  }
  return { sum, squares };
}

// The statistics of the returns from point `start` to point `end` (indexes of the series the sums were built from);
// null under two daily returns. `riskFreeRate` is a yearly fraction ('0.015' = 1.5 %). The sample variance is
// (Σr² − (Σr)² / n) / (n − 1).
export function windowStatistics(sums: ReturnSums, start: number, end: number, riskFreeRate: string): ReturnStatistics {
  const n = end - start;
  if (n < 2) return { volatility: null, sharpe: null };
  const total = (sums.sum[end] as StatDecimal).minus(sums.sum[start] as StatDecimal);
  const squares = (sums.squares[end] as StatDecimal).minus(sums.squares[start] as StatDecimal);
  const variance = squares.minus(total.times(total).div(n)).div(n - 1);
  // Returns that never vary leave at most a rounding residue of the 20 digits carried (either sign), not a variance.
  const deviation = variance.gt(squares.times(ROUNDING_RESIDUE)) ? variance.sqrt() : ZERO;
  const excess = total.div(n).minus(new StatDecimal(riskFreeRate).div(YEAR));
  return {
    volatility: formatFraction(new YieldDecimal(deviation.times(SQRT_YEAR))),
    sharpe: deviation.isZero() ? null : formatFraction(new YieldDecimal(excess.div(deviation).times(SQRT_YEAR)), 4),
  };
}

export function returnStatistics(series: readonly AdjustedPoint[], riskFreeRate: string): ReturnStatistics {
  return windowStatistics(returnSums(series), 0, series.length - 1, riskFreeRate);
}

export function annualisedVolatility(series: readonly AdjustedPoint[]): string | null {
  return returnStatistics(series, '0').volatility;
}

export function sharpeRatio(series: readonly AdjustedPoint[], riskFreeRate: string): string | null {
  return returnStatistics(series, riskFreeRate).sharpe;
}

export interface Drawdown {
  // The fall from the peak to the trough, as a positive fraction ('0.125000' = 12.5 %); '0.000000' if never below a peak.
  drawdown: string;
  peakDate: string | null;
  troughDate: string | null;
  // The first day back at the peak's value; null while it has not recovered.
  recoveryDate: string | null;
}

// The largest fall from a running peak to a later low. Of equal falls, the first. A fall is 1 − low / peak, so the
// largest is the smallest low / peak, compared by cross-multiplying: one division at the end, not one a day.
export function maxDrawdown(series: readonly AdjustedPoint[]): Drawdown | null {
  const first = series[0];
  if (!first) return null;
  let peak = first;
  let worstPeak: AdjustedPoint | null = null;
  let worstTrough: AdjustedPoint | null = null;
  for (const point of series) {
    if (point.value.gt(peak.value)) {
      peak = point;
    } else if (point.value.lt(peak.value)) {
      const deeper = !worstPeak || !worstTrough || point.value.times(worstPeak.value).lt(worstTrough.value.times(peak.value));
      if (deeper) {
        worstPeak = peak;
        worstTrough = point;
      }
    }
  }
  if (!worstPeak || !worstTrough)
    return { drawdown: formatFraction(new YieldDecimal(0)), peakDate: null, troughDate: null, recoveryDate: null };
  const peakValue = worstPeak.value;
  const troughDate = worstTrough.date;
  const recovery = series.find((point) => point.date > troughDate && point.value.gte(peakValue));
  return {
    drawdown: formatFraction(new YieldDecimal(1).minus(worstTrough.value.div(peakValue))),
    peakDate: worstPeak.date,
    troughDate,
    recoveryDate: recovery?.date ?? null,
  };
}
