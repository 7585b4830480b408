import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, check, date, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

// Kept in sync by hand with migrations/0040_exchange.sql, which says what each table holds.
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

export const exchangeFile = pgTable(
  'exchange_file',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    direction: text('direction').notNull(),
    fileType: text('file_type').notNull(),
    name: text('name').notNull(),
    sha256: text('sha256'),
    recordCount: integer('record_count'),
    state: text('state').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('exchange_file_direction_check', sql`${t.direction} in ('out', 'in')`),
    check('exchange_file_state_check', sql`${t.state} in ('sent', 'acknowledged', 'received', 'imported', 'refused')`),
    unique('exchange_file_name_unique').on(t.direction, t.name),
    index('exchange_file_date_idx').on(t.tradeDate, t.direction),
  ],
);

export type ExchangeFileRow = typeof exchangeFile.$inferSelect;

export const exchangeConfirmation = pgTable(
  'exchange_confirmation',
  {
    taSerialNo: text('ta_serial_no').primaryKey(),
    appSheetSerialNo: text('app_sheet_serial_no').notNull(),
    orderId: uuid('order_id'),
    businessCode: text('business_code').notNull(),
    returnCode: text('return_code').notNull(),
    // What the customer is shown for the return code (docs/ta-exchange.md).
    returnText: text('return_text').notNull(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    confirmDate: date('confirm_date', { mode: 'string' }).notNull(),
    fundCode: text('fund_code').notNull(),
    confirmedAmount: money('confirmed_amount'),
    confirmedShares: money('confirmed_shares'),
    nav: numeric('nav', { precision: 12, scale: 4 }),
    fee: money('fee'),
    // A conversion's target leg: the shares bought and the target fund's NAV.
    targetShares: money('target_shares'),
    targetNav: numeric('target_nav', { precision: 12, scale: 4 }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => exchangeFile.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('exchange_confirmation_order_idx').on(t.orderId)],
);

export const exchangeDividend = pgTable(
  'exchange_dividend',
  {
    taSerialNo: text('ta_serial_no').primaryKey(),
    fundAccount: text('fund_account').notNull(),
    fundCode: text('fund_code').notNull(),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    exDate: date('ex_date', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    cashPerShare: numeric('cash_per_share', { precision: 12, scale: 4 }).notNull(),
    baseShares: money('base_shares').notNull(),
    cashAmount: money('cash_amount').notNull(),
    reinvestShares: money('reinvest_shares'),
    reinvestNav: numeric('reinvest_nav', { precision: 12, scale: 4 }),
    method: char('method', { length: 1 }).notNull(),
    fileId: bigint('file_id', { mode: 'number' }).references(() => exchangeFile.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('exchange_dividend_method_check', sql`${t.method} in ('0', '1')`), index('exchange_dividend_ex_date_idx').on(t.exDate)],
);

export const exchangeBreak = pgTable(
  'exchange_break',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    customerId: uuid('customer_id'),
    fundCode: text('fund_code'),
    transactionAccount: text('transaction_account'),
    reference: text('reference'),
    ours: money('ours'),
    theirs: money('theirs'),
    detail: text('detail').notNull(),
    fileId: bigint('file_id', { mode: 'number' }).references(() => exchangeFile.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('exchange_break_date_idx').on(t.tradeDate)],
);
