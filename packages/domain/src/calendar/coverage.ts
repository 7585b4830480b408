import { CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE, calendarIndex } from './calendar-index.ts';
import { fromDayNumber, toDayNumber } from './day-number.ts';

// Re-exported live: a year installed at runtime moves the last date.
export { CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE };

// A date outside the calendar's data: not a bad input but data not yet loaded (next year's holidays
// are announced each autumn), so callers can tell it apart from malformed dates.
export class CalendarCoverageError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarCoverageError';
  }
}

// The day number of a covered date; a malformed or uncovered date is a RangeError, never a guess.
export function coveredDay(date: string): number {
  const day = toDayNumber(date);
  const { firstDay, lastDay } = calendarIndex();
  if (day < firstDay || day > lastDay) {
    throw new CalendarCoverageError(`交易日历只覆盖 ${CALENDAR_FIRST_DATE} 至 ${CALENDAR_LAST_DATE}，无法判断 ${date}`);
  }
  return day;
}

// The trading day at `index` in the covered range, refusing to step outside it.
export function tradingDayAt(index: number, from: string): string {
  const { tradingDays } = calendarIndex();
  const day = tradingDays[index];
  if (day === undefined) {
    throw new CalendarCoverageError(`交易日历只覆盖 ${CALENDAR_FIRST_DATE} 至 ${CALENDAR_LAST_DATE}，无法从 ${from} 推算交易日`);
  }
  return fromDayNumber(day);
}
