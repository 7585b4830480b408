import { dayOfWeek, fromDayNumber, isWeekend, toDayNumber } from './day-number.ts';
import { CALENDAR_YEARS, type CalendarYear } from './holidays-data.ts';

// The announced data turned into per-day lookups over the covered range, built on first use and
// rebuilt when years are installed at runtime (calendar-install.ts).
export interface CalendarIndex {
  firstDay: number;
  lastDay: number;
  // Names of the announced holiday (or extra exchange closure) a day belongs to, weekends included.
  holidayNames: Map<number, string>;
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

  const holidayNames = new Map<number, string>();
  const closedWeekdays = new Set<number>();
  const makeUpWorkdays = new Set<number>();
  const exchangeOnlyClosures = new Set<number>();
  const close = (day: number, name: string) => {
    // Each year is checked on its own; this catches a range reaching into another year's holidays.
    if (holidayNames.has(day)) throw new RangeError(`假期重叠：${fromDayNumber(day)}`);
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
  }
  // After every year's closures, so a make-up day is checked against the next year's 元旦 too.
  for (const y of sorted) {
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

function boundsOf(years: readonly CalendarYear[]): [string, string] {
  const numbers = years.map((y) => y.year);
  return [`${String(Math.min(...numbers))}-01-01`, `${String(Math.max(...numbers))}-12-31`];
}

let activeYears: readonly CalendarYear[] = CALENDAR_YEARS;
let cached: CalendarIndex | undefined;
// The calendar answers for these dates only (inclusive). Live bindings: importers read the new
// bounds once a year is installed.
export let [CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE] = boundsOf(activeYears);

export function calendarIndex(): CalendarIndex {
  cached ??= buildCalendarIndex(activeYears);
  return cached;
}

export function activeCalendarYears(): readonly CalendarYear[] {
  return activeYears;
}

// Switches every lookup to `years` at once; they are indexed first, so refused data changes nothing.
export function switchCalendarYears(years: readonly CalendarYear[]): void {
  const index = buildCalendarIndex(years);
  activeYears = [...years].sort((a, b) => a.year - b.year);
  cached = index;
  [CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE] = boundsOf(activeYears);
}
