import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customer } from './customer.ts';
import { tradeOrder } from './trading.ts';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

// Kept in sync by hand with migrations/0032_instant_redemption.sql, which says what each column holds.
export const instantAdvance = pgTable(
  'instant_advance',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => tradeOrder.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    advanceDate: date('advance_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    advancedAt: timestamp('advanced_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    settledAmount: money('settled_amount'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('instant_advance_amount_check', sql`${t.amount} > 0`),
    check('instant_advance_status_check', sql`${t.status} in ('open', 'settled', 'unrecovered')`),
    index('instant_advance_customer_day_idx').on(t.customerId, t.advanceDate),
    index('instant_advance_day_idx').on(t.advanceDate),
  ],
);

export const instantAdvanceDay = pgTable('instant_advance_day', {
  advanceDate: date('advance_date', { mode: 'string' }).primaryKey(),
  total: money('total').notNull(),
  used: money('used').notNull().default('0'),
});
