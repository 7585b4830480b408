import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Kept in sync by hand with migrations/0019_reconciliation.sql, which says what each column holds.
export const reconciliationRun = pgTable(
  'reconciliation_run',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    counts: jsonb('counts').notNull(),
    breaks: jsonb('breaks').notNull(),
  },
  (t) => [
    check('reconciliation_run_status_check', sql`${t.status} in ('clean', 'break')`),
    index('reconciliation_run_date_idx').on(t.runDate, t.ranAt),
  ],
);
