import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './ops.ts';
import { tradeOrder } from './trading.ts';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

// Kept in sync by hand with migrations/0041_bank_statements.sql, which says what each column holds.
export const bankStatement = pgTable(
  'bank_statement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull().unique(),
    layout: text('layout').notNull(),
    accountNo: text('account_no').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    importedBy: uuid('imported_by').references(() => staff.id),
    importedByName: text('imported_by_name').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    lineCount: integer('line_count').notNull(),
    duplicateCount: integer('duplicate_count').notNull(),
  },
  (t) => [
    check('bank_statement_period_check', sql`${t.periodStart} <= ${t.periodEnd}`),
    index('bank_statement_imported_at_idx').on(t.importedAt),
  ],
);
export type BankStatementRow = typeof bankStatement.$inferSelect;

export const bankStatementLine = pgTable(
  'bank_statement_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatement.id),
    lineNo: integer('line_no').notNull(),
    accountNo: text('account_no').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    direction: text('direction').notNull(),
    amount: money('amount').notNull(),
    payerName: text('payer_name').notNull(),
    payerAccount: text('payer_account').notNull(),
    memo: text('memo').notNull(),
    bankSerial: text('bank_serial').notNull(),
    state: text('state').notNull(),
    orderId: uuid('order_id').references(() => tradeOrder.id),
    resolvedBy: uuid('resolved_by').references(() => staff.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    check('bank_statement_line_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('bank_statement_line_amount_check', sql`${t.amount} > 0`),
    check('bank_statement_line_state_check', sql`${t.state} in ('matched', 'manual', 'unmatched', 'ambiguous', 'ignored')`),
    check('bank_statement_line_order_check', sql`(${t.state} in ('matched', 'manual')) = (${t.orderId} is not null)`),
    uniqueIndex('bank_statement_line_serial_unique').on(t.accountNo, t.bankSerial),
    index('bank_statement_line_statement_idx').on(t.statementId, t.lineNo),
    uniqueIndex('bank_statement_line_order_unique')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
export type BankStatementLineRow = typeof bankStatementLine.$inferSelect;
