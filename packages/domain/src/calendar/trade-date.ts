import { shanghaiDate, shanghaiTime } from './shanghai-clock.ts';
import { isTradingDay } from './exchange-calendar.ts';
import { addTradingDays, nextTradingDay } from './trading-days.ts';

// Orders are accepted for a trading day until 15:00 China time, when the exchanges close.
export const TRADE_CUTOFF = '15:00';

const CUTOFF = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

function cutoffTime(cutoff: string): string {
  const match = CUTOFF.exec(cutoff);
  if (!match) throw new RangeError(`截止时间格式应为 HH:mm 或 HH:mm:ss：${cutoff}`);
  return `${match[1] as string}:${match[2] as string}:${match[3] ?? '00'}`;
}

// The trade date T of an order placed at `instant`: the same day when it is a trading day and
// the order comes before the cut-off, otherwise the next trading day.
export function tradeDateFor(instant: Date, cutoff: string = TRADE_CUTOFF): string {
  const limit = cutoffTime(cutoff);
  const date = shanghaiDate(instant);
  if (isTradingDay(date) && shanghaiTime(instant) < limit) return date;
  return nextTradingDay(date);
}

function assertTradeDate(tradeDate: string, days: number, what: string): void {
  if (!isTradingDay(tradeDate)) throw new RangeError(`交易日期 ${tradeDate} 不是交易日`);
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`${what}应为非负整数：${String(days)}`);
}

// The confirmation date T+lag (1 for most funds, 2 for QDII).
export function confirmationDate(tradeDate: string, lagDays: number): string {
  assertTradeDate(tradeDate, lagDays, '确认天数');
  return addTradingDays(tradeDate, lagDays);
}

// The date redemption money arrives, T+n.
export function arrivalDate(tradeDate: string, days: number): string {
  assertTradeDate(tradeDate, days, '到账天数');
  return addTradingDays(tradeDate, days);
}
