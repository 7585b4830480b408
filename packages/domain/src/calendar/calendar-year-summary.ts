import { fromDayNumber, isWeekend, toDayNumber } from './day-number.ts';
import type { CalendarYear } from './holidays-data.ts';

// What a year's data amounts to, read from the data alone (the year need not be installed): shown
// before an import is approved, so the checker sees the year as the calendar would answer it.
export interface CalendarYearSummary {
  year: number;
  tradingDays: number;
  holidays: { name: string; from: string; to: string; days: number; closedWeekdays: number }[];
  makeUpWorkdays: string[];
  exchangeClosures: { date: string; name: string }[];
}

// As the calendar index counts: weekdays of the year outside every holiday range and extra closure.
export function summariseCalendarYear(year: CalendarYear): CalendarYearSummary {
  const closed = new Set<number>();
  const holidays = year.holidays.map(({ name, from, to }) => {
    let closedWeekdays = 0;
    for (let day = toDayNumber(from); day <= toDayNumber(to); day += 1) {
      if (isWeekend(day)) continue;
      closed.add(day);
      closedWeekdays += 1;
    }
    return { name, from, to, days: toDayNumber(to) - toDayNumber(from) + 1, closedWeekdays };
  });
  const closures = (year.exchangeClosures ?? []).map(({ date, name }) => ({ date, name }));
  for (const { date } of closures) closed.add(toDayNumber(date));
  const first = toDayNumber(`${String(year.year)}-01-01`);
  const last = toDayNumber(`${String(year.year)}-12-31`);
  let tradingDays = 0;
  for (let day = first; day <= last; day += 1) if (!isWeekend(day) && !closed.has(day)) tradingDays += 1;
  return {
    year: year.year,
    tradingDays,
    holidays,
    makeUpWorkdays: [...year.makeUpWorkdays].sort(),
    exchangeClosures: closures.sort((a, b) => a.date.localeCompare(b.date)),
  };
}

// Every day of a year as the calendar of `year`'s data marks it (for the console's year view).
export function daysOfYear(year: number): string[] {
  const days: string[] = [];
  for (let day = toDayNumber(`${String(year)}-01-01`); day <= toDayNumber(`${String(year)}-12-31`); day += 1) days.push(fromDayNumber(day));
  return days;
}
