import { calendarIndex } from './calendar-index.ts';
import { coveredDay, tradingDayAt } from './coverage.ts';

// Position in the trading-day list of the first trading day on or after `date`.
function indexOnOrAfter(date: string): number {
  const index = calendarIndex();
  return index.onOrAfter[coveredDay(date) - index.firstDay] as number;
}

// Trading days up to and including `date`.
function tradingDaysThrough(date: string): number {
  const index = calendarIndex();
  return index.onOrAfter[coveredDay(date) - index.firstDay + 1] as number;
}

export function tradingDayOnOrAfter(date: string): string {
  return tradingDayAt(indexOnOrAfter(date), date);
}

// Strictly after `date`.
export function nextTradingDay(date: string): string {
  return tradingDayAt(tradingDaysThrough(date), date);
}

// Strictly before `date`.
export function previousTradingDay(date: string): string {
  return tradingDayAt(indexOnOrAfter(date) - 1, date);
}

// `date` is first rolled forward to a trading day (n = 0 answers exactly that), then moved n
// trading days (backwards when n < 0). On a trading day T this is T+n.
export function addTradingDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`交易日数应为整数：${String(n)}`);
  return tradingDayAt(indexOnOrAfter(date) + n, date);
}

// Trading days d with from < d ≤ to (negative when to is before from), so that
// tradingDaysBetween(T, addTradingDays(T, n)) === n for a trading day T.
export function tradingDaysBetween(from: string, to: string): number {
  return tradingDaysThrough(to) - tradingDaysThrough(from);
}
