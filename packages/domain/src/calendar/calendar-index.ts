import { dayOfWeek, isWeekend, toDayNumber } from './day-number.ts';
import { CALENDAR_YEARS, type CalendarYear, type HolidayName } from './holidays-data.ts';

// The announced data turned into per-day lookups over the covered range, built once on first use.
export interface CalendarIndex {
  firstDay: number;
  lastDay: number;
  // Names of the announced holiday (or extra exchange closure) a day belongs to, weekends included.
  holidayNames: Map<number, HolidayName>;
  closedWeekdays: Set<number>;
  // Closures the exchanges added on official working days (not part of any announced holiday).
  exchangeOnlyClosures: Set<number>;
  makeUpWorkdays: Set<number>;
  // Trading days of the range in order, and for every covered day (plus one past the end) the
  // position in `tradingDays` of the first trading day on or after it.
  tradingDays: Int32Array;
  onOrAfter: Int32Array;
}

export function buildCalendarIndex(years: readonly CalendarYear[]): CalendarIndex {
  if (years.length === 0) throw new RangeError('交易日历没有数据');
  const sorted = [...years].sort((a, b) => a.year - b.year);
  sorted.forEach((y, i) => {
    const previous = sorted[i - 1];
    if (previous && y.year !== previous.year + 1) throw new RangeError(`交易日历缺少 ${previous.year + 1} 年的数据`);
  });
  const firstDay = toDayNumber(`${String(sorted[0]?.year)}-01-01`);
  const lastDay = toDayNumber(`${String(sorted[sorted.length - 1]?.year)}-12-31`);

  const holidayNames = new Map<number, HolidayName>();
  const closedWeekdays = new Set<number>();
  const makeUpWorkdays = new Set<number>();
  const exchangeOnlyClosures = new Set<number>();
  const close = (day: number, name: HolidayName) => {
    holidayNames.set(day, name);
    if (!isWeekend(day)) closedWeekdays.add(day);
  };
  for (const y of sorted) {
    for (const range of y.holidays) {
      const to = toDayNumber(range.to);
      for (let day = toDayNumber(range.from); day <= to; day += 1) close(day, range.name);
    }
    for (const closure of y.exchangeClosures ?? []) {
      const day = toDayNumber(closure.date);
      close(day, closure.name);
      exchangeOnlyClosures.add(day);
    }
    for (const date of y.makeUpWorkdays) {
      const day = toDayNumber(date);
      if (!isWeekend(day)) throw new RangeError(`调休上班日应为周末：${date}（星期${dayOfWeek(day)}）`);
      if (holidayNames.has(day)) throw new RangeError(`调休上班日与假期重叠：${date}`);
      makeUpWorkdays.add(day);
    }
  }

  const span = lastDay - firstDay + 1;
  const trading: number[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) if (!isWeekend(day) && !closedWeekdays.has(day)) trading.push(day);
  const tradingDays = Int32Array.from(trading);
  const onOrAfter = new Int32Array(span + 1);
  let next = tradingDays.length;
  onOrAfter[span] = next;
  for (let offset = span - 1; offset >= 0; offset -= 1) {
    if (tradingDays[next - 1] === firstDay + offset) next -= 1;
    onOrAfter[offset] = next;
  }
  return { firstDay, lastDay, holidayNames, closedWeekdays, exchangeOnlyClosures, makeUpWorkdays, tradingDays, onOrAfter };
}

let cached: CalendarIndex | undefined;
export function calendarIndex(): CalendarIndex {
  cached ??= buildCalendarIndex(CALENDAR_YEARS);
  return cached;
}
