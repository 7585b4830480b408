import { isTradingDay } from '@fund-direct/domain/calendar';
import { SEED_INDEXES, type SeedIndex } from './benchmarks.data.ts';
import { daysBetween, fromTenThousandths } from './nav-generator.ts';
import { hashSeed, marketReturn, normalStream } from './random.ts';

// The seeded indexes close on every trading day from the first one of 2012 (before the oldest fund was set up), so
// every fund's benchmark has a close on or before its first NAV.
export const INDEX_FIRST_DAY = '2012-01-04';
const TRADING_DAYS_PER_YEAR = 245;

export const SEED_INDEX_BY_CODE: ReadonlyMap<string, SeedIndex> = new Map(SEED_INDEXES.map((index) => [index.code, index]));

// One trading day's return of an index, drawn from the index and the day alone: the seed's history and the demo's
// next-day close (synthetic-index.service.ts) give the same close for the same day.
export function indexDayReturn(index: SeedIndex, date: string): number {
  const noise = normalStream(hashSeed(`index:${index.code}:${date}`))();
  return index.drift / TRADING_DAYS_PER_YEAR + index.beta * marketReturn(date, isTradingDay) + index.vol * noise;
}

// Closes run on integer ten-thousandths of a point (NUMERIC(14, 4)), so every stored value is exact.
export function nextIndexClose(index: SeedIndex, previousTenThousandths: number, date: string): number {
  return Math.max(1, Math.round(previousTenThousandths * (1 + Math.max(-0.2, indexDayReturn(index, date)))));
}

export interface GeneratedClose {
  date: string;
  close: string;
}

const generated = new Map<string, Map<string, GeneratedClose[]>>();

// Every seeded index's closes up to `lastDay` (kept per end day: tests build many apps).
export function seedIndexCloses(lastDay: string): Map<string, GeneratedClose[]> {
  let closes = generated.get(lastDay);
  if (closes) return closes;
  const days = daysBetween(INDEX_FIRST_DAY, lastDay, true);
  closes = new Map(
    SEED_INDEXES.map((index) => {
      let level = Math.round(index.start * 10_000);
      const series = days.map((date, i) => {
        if (i > 0) level = nextIndexClose(index, level, date);
        return { date, close: fromTenThousandths(level) };
      });
      return [index.code, series];
    }),
  );
  generated.set(lastDay, closes);
  return closes;
}
