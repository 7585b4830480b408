import { sql } from 'drizzle-orm';
import { char, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
