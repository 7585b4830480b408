import { calendarIndex } from './calendar-index.ts';
import { coveredDay } from './coverage.ts';
import { isWeekend } from './day-number.ts';

// The exchanges open on weekdays that are not holidays; a make-up working weekend stays closed.
export function isTradingDay(date: string): boolean {
  const day = coveredDay(date);
  return !isWeekend(day) && !calendarIndex().closedWeekdays.has(day);
}

// A weekday on which the exchanges are closed for a holiday.
export function isExchangeHoliday(date: string): boolean {
  return calendarIndex().closedWeekdays.has(coveredDay(date));
}

// The holiday a date belongs to (weekends inside the announced range included), for display.
export function holidayName(date: string): string | undefined {
  return calendarIndex().holidayNames.get(coveredDay(date));
}

// A Saturday or Sunday declared a working day (调休上班): offices and banks work, exchanges do not.
export function isMakeUpWorkday(date: string): boolean {
  return calendarIndex().makeUpWorkdays.has(coveredDay(date));
}

// An official working day (as banks keep them): a non-holiday weekday or a make-up weekend.
export function isWorkday(date: string): boolean {
  const day = coveredDay(date);
  const index = calendarIndex();
  if (index.makeUpWorkdays.has(day)) return true;
  if (isWeekend(day)) return false;
  return !index.holidayNames.has(day) || index.exchangeOnlyClosures.has(day);
}
