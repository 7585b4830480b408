export * from './holidays-data.ts';
export { CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE, CalendarCoverageError } from './coverage.ts';
export * from './exchange-calendar.ts';
export * from './trading-days.ts';
export * from './trade-date.ts';
export * from './shanghai-clock.ts';
export { calendarYearSchema, CalendarDataError, parseCalendarYear, type CalendarFieldProblem } from './calendar-year-schema.ts';
export * from './calendar-year-summary.ts';
export * from './calendar-install.ts';
