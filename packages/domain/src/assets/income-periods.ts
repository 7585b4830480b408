import type { IncomePeriod } from '../contracts/assets.ts';
import { addDays, addMonths } from '../yield/dates.ts';

const PERIOD_MONTHS: Record<Exclude<IncomePeriod, 'all'>, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

// The day before a period's first day (a period runs after it up to today); null for 'all'.
// 近1月 on 2026-03-31 covers 2026-03-01 … 2026-03-31 (months clamp to their last day).
export function incomePeriodStart(period: IncomePeriod, today: string): string | null {
  return period === 'all' ? null : addMonths(today, -PERIOD_MONTHS[period]);
}

// 'YYYY-MM' → its first and last day.
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
}

// The months from `from` to `to` ('YYYY-MM', both included), newest first.
export function monthsNewestFirst(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = to; month >= from; month = addMonths(`${month}-01`, -1).slice(0, 7)) months.push(month);
  return months;
}
