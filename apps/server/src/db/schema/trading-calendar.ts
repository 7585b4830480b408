import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Kept in sync by hand with migrations/0014_trading_calendar.sql. `data` is one year as
// @fund-direct/domain's calendarYearSchema accepts it; it is validated again when installed.
export const tradingCalendarYear = pgTable(
  'trading_calendar_year',
  {
    year: smallint('year').primaryKey(),
    data: jsonb('data').$type<unknown>().notNull(),
    source: text('source'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trading_calendar_year_year_check', sql`${t.year} between 2000 and 2099`),
    check('trading_calendar_year_data_check', sql`${t.data}->>'year' = ${t.year}::text`),
  ],
);
