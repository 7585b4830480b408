import { char, date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

// Kept in sync by hand with migrations/0013_assets_history.sql, which also holds the triggers on
// daily_income that keep these rollups exact (Drizzle does not model triggers).

export const incomeDayTotal = pgTable(
  'income_day_total',
  {
    customerId: uuid('customer_id').notNull(),
    incomeDate: date('income_date', { mode: 'string' }).notNull(),
    income: numeric('income', { precision: 18, scale: 2 }).notNull(),
    marketValue: numeric('market_value', { precision: 18, scale: 2 }).notNull(),
    holdings: integer('holdings').notNull(),
  },
  (t) => [primaryKey({ name: 'income_day_total_pk', columns: [t.customerId, t.incomeDate] })],
);

export const incomeMonthFund = pgTable(
  'income_month_fund',
  {
    customerId: uuid('customer_id').notNull(),
    fundCode: char('fund_code', { length: 6 }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    income: numeric('income', { precision: 18, scale: 2 }).notNull(),
    days: integer('days').notNull(),
  },
  (t) => [primaryKey({ name: 'income_month_fund_pk', columns: [t.customerId, t.fundCode, t.month] })],
);
