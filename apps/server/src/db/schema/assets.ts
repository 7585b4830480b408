import { sql } from 'drizzle-orm';
import { char, check, date, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customer } from './customer.ts';

// Kept in sync by hand with migrations/0012_assets.sql, which also added the partial index
// trade_order_customer_pending_idx (trade_order belongs to schema/trading.ts; 0017 dropped it).

const customerRef = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customer.id, { onDelete: 'cascade' });

export const todoDismissal = pgTable(
  'todo_dismissal',
  {
    customerId: customerRef(),
    todoId: text('todo_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'todo_dismissal_pk', columns: [t.customerId, t.todoId] })],
);

export const messageState = pgTable(
  'message_state',
  {
    customerId: customerRef(),
    messageId: text('message_id').notNull(),
    state: char('state', { length: 1 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'message_state_pk', columns: [t.customerId, t.messageId] }),
    check('message_state_state_check', sql`${t.state} in ('1', '2')`),
  ],
);

// Kept in sync by hand with migrations/0031_holding_figures.sql (which also added trade_order_customer_awaiting_idx):
// each holding's income figures as the batch left them, read by the my-assets page.
export const holdingFigures = pgTable(
  'holding_figures',
  {
    customerId: uuid('customer_id').notNull(),
    fundCode: char('fund_code', { length: 6 }).notNull(),
    incomeDate: date('income_date'),
    yesterdayIncome: numeric('yesterday_income', { precision: 18, scale: 2 }).notNull(),
    cumulativeIncome: numeric('cumulative_income', { precision: 18, scale: 2 }).notNull(),
    shares: numeric('shares', { precision: 18, scale: 2 }).notNull(),
    navDate: date('nav_date'),
    nav: numeric('nav', { precision: 12, scale: 4 }),
    marketValue: numeric('market_value', { precision: 18, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'holding_figures_pk', columns: [t.customerId, t.fundCode] })],
);

// Kept in sync by hand with migrations/0038_assets_latest_nav.sql (its triggers on nav keep it exact): each fund's
// latest nav date, and its latest unit NAV with that NAV's date, read by the my-assets page.
export const fundLatestNav = pgTable('fund_latest_nav', {
  fundCode: char('fund_code', { length: 6 }).primaryKey(),
  anyDate: date('any_date'),
  unitDate: date('unit_date'),
  unitNav: numeric('unit_nav', { precision: 12, scale: 4 }),
});
