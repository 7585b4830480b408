import { addDays } from '@fund-direct/domain/yield';

// Deterministic pseudo-random numbers for seeded NAV walks (mulberry32 + Box–Muller).

export function hashSeed(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

export function uniformStream(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function normalStream(seed: number): () => number {
  const uniform = uniformStream(seed);
  return () => {
    const u = Math.max(uniform(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}

// Calendar-year returns of the seeded A-share market (shaped on the CSI 300's history), so the
// walks share realistic bull and bear years; each year's daily noise is centred on its trend.
const MARKET_YEAR_RETURNS: Readonly<Record<number, number>> = {
  2012: 0.075,
  2013: -0.076,
  2014: 0.517,
  2015: 0.056,
  2016: -0.113,
  2017: 0.218,
  2018: -0.253,
  2019: 0.361,
  2020: 0.272,
  2021: -0.052,
  2022: -0.216,
  2023: -0.114,
  2024: 0.147,
  2025: 0.177,
  2026: 0.08,
};
const MARKET_DAILY_VOL = 0.012;
const marketByDate = new Map<string, number>();
const marketYears = new Set<number>();

function buildMarketYear(year: number, isTradingDay: (date: string) => boolean): void {
  const days: string[] = [];
  for (let d = `${year}-01-01`; d <= `${year}-12-31`; d = addDays(d, 1)) if (isTradingDay(d)) days.push(d);
  const noise = normalStream(hashSeed(`market:${year}`));
  const draws = days.map(() => noise());
  const mean = draws.reduce((a, b) => a + b, 0) / Math.max(1, draws.length);
  const trend = Math.log(1 + (MARKET_YEAR_RETURNS[year] ?? 0.06)) / Math.max(1, days.length);
  days.forEach((d, i) => marketByDate.set(d, Math.expm1(trend + MARKET_DAILY_VOL * ((draws[i] ?? 0) - mean))));
  marketYears.add(year);
}

// The market's simple return of a trading day.
export function marketReturn(date: string, isTradingDay: (date: string) => boolean): number {
  const year = Number(date.slice(0, 4));
  if (!marketYears.has(year)) buildMarketYear(year, isTradingDay);
  return marketByDate.get(date) ?? 0;
}
