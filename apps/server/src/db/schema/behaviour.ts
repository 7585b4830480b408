import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customer } from './customer.ts';

// Written by hand next to migrations/0004_behaviour.sql; keep both in step.

// §4 watchlist: one row per customer and collected object (funds as own_select, articles as article).
export const watch = pgTable(
  'watch',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    refType: text('ref_type').notNull(),
    refObjectId: text('ref_object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('watch_ref_type_check', sql`${t.refType} in ('own_select', 'article')`),
    uniqueIndex('watch_customer_ref_idx').on(t.customerId, t.refType, t.refObjectId),
    index('watch_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

// My history: the last viewing of each object; older rows beyond FOOTPRINT_KEEP are pruned.
export const footprint = pgTable(
  'footprint',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    refType: text('ref_type').notNull(),
    refObjectId: text('ref_object_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('footprint_ref_type_check', sql`${t.refType} in ('own_select', 'article')`),
    uniqueIndex('footprint_customer_ref_idx').on(t.customerId, t.refType, t.refObjectId),
    index('footprint_customer_viewed_idx').on(t.customerId, t.viewedAt),
  ],
);

export type WatchRow = typeof watch.$inferSelect;
export type FootprintRow = typeof footprint.$inferSelect;
