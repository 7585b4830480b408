import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { customer } from './customer.ts';
import { fund } from './fund.ts';
import { staff } from './ops.ts';

// Kept in sync by hand with migrations/0011_trading.sql; the comments there say what each column means.

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const navValue = (name: string) => numeric(name, { precision: 12, scale: 4 });
const customerRef = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customer.id, { onDelete: 'cascade' });
const fundRef = (name = 'fund_code') => char(name, { length: 6 }).references(() => fund.code);
// Derived tables (holding, share_lot, daily_income) carry no foreign keys: see the migration.
const customerColumn = () => uuid('customer_id').notNull();
const fundColumn = () => char('fund_code', { length: 6 }).notNull();

export const riskConfirmation = pgTable(
  'risk_confirmation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: customerRef(),
    fundCode: char('fund_code', { length: 6 })
      .notNull()
      .references(() => fund.code, { onDelete: 'cascade' }),
    customerLevel: text('customer_level').notNull(),
    productLevel: text('product_level').notNull(),
    warnings: text('warnings').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    usedByOrder: uuid('used_by_order'),
  },
  (t) => [index('risk_confirmation_customer_idx').on(t.customerId, t.fundCode, t.confirmedAt)],
);

export const fixedPlan = pgTable(
  'fixed_plan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planNo: text('plan_no').notNull().unique(),
    customerId: customerRef(),
    clientRequestId: text('client_request_id').notNull(),
    fundCode: fundRef().notNull(),
    tradeacco: text('tradeacco').notNull(),
    amount: money('amount').notNull(),
    unit: char('unit', { length: 1 }).notNull(),
    dayOfMonth: smallint('day_of_month'),
    weekday: text('weekday'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    nextDate: date('next_date', { mode: 'string' }),
    status: char('status', { length: 1 }).notNull().default('A'),
    chargeType: char('charge_type', { length: 1 }).notNull().default('A'),
    riskConfirmationId: uuid('risk_confirmation_id').references(() => riskConfirmation.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('fixed_plan_request_unique').on(t.customerId, t.clientRequestId),
    check('fixed_plan_amount_check', sql`${t.amount} > 0`),
    check('fixed_plan_status_check', sql`${t.status} in ('A', 'P', 'T', 'E')`),
    index('fixed_plan_due_idx').on(t.status, t.nextDate),
    index('fixed_plan_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export type FixedPlanRow = typeof fixedPlan.$inferSelect;

export const tradeOrder = pgTable(
  'trade_order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    customerId: customerRef(),
    clientRequestId: text('client_request_id').notNull(),
    businessCode: text('business_code').notNull(),
    recordCode: text('record_code').notNull(),
    fundCode: fundRef().notNull(),
    targetFundCode: fundRef('target_fund_code'),
    amount: money('amount'),
    shares: money('shares'),
    chargeType: char('charge_type', { length: 1 }),
    quotedFee: money('quoted_fee'),
    quotedRate: numeric('quoted_rate', { precision: 8, scale: 6 }),
    listRate: numeric('list_rate', { precision: 8, scale: 6 }),
    tradeacco: text('tradeacco'),
    paymentMethod: text('payment_method'),
    paymentStatus: text('payment_status'),
    largeRedemption: char('large_redemption', { length: 1 }),
    dividendMethod: char('dividend_method', { length: 1 }),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    status: char('status', { length: 1 }).notNull().default('9'),
    failReason: text('fail_reason'),
    riskConfirmationId: uuid('risk_confirmation_id').references(() => riskConfirmation.id),
    planId: uuid('plan_id').references(() => fixedPlan.id),
    expectedConfirmDate: date('expected_confirm_date', { mode: 'string' }),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // 0032_instant_redemption.sql: 快速取现, paid at placing from the company's advance.
    instant: boolean('instant').notNull().default(false),
    // 0015_ta_gaps.sql: the order a large redemption's excess was split from.
    parentOrderId: uuid('parent_order_id').references((): AnyPgColumn => tradeOrder.id),
  },
  (t) => [
    unique('trade_order_request_unique').on(t.customerId, t.clientRequestId),
    check('trade_order_status_check', sql`${t.status} in ('9', '1', '0', '4')`),
    // 0017_ta_batch_writes.sql: no index names status, so that confirming an order rewrites no index
    // entry; the table's fillfactor (50, set there) leaves room on the page for the confirmed version.
    index('trade_order_trade_date_idx').on(t.tradeDate, t.fundCode),
    index('trade_order_awaiting_idx')
      .on(t.tradeDate)
      .where(sql`${t.paymentStatus} = 'awaiting'`),
    index('trade_order_customer_idx').on(t.customerId, t.placedAt),
    index('trade_order_customer_fund_date_idx').on(t.customerId, t.fundCode, t.tradeDate),
    index('trade_order_plan_idx')
      .on(t.planId, t.tradeDate)
      .where(sql`${t.planId} is not null`),
    index('trade_order_parent_idx')
      .on(t.parentOrderId)
      .where(sql`${t.parentOrderId} is not null`),
  ],
);

// Kept in sync by hand with migrations/0039_pending_trade_orders.sql (triggers on trade_order add the orders that become
// pending; the batch's last step deletes those no longer pending): the orders a customer's pending read starts from.
export const pendingTradeOrder = pgTable(
  'pending_trade_order',
  {
    orderId: uuid('order_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
  },
  (t) => [index('pending_trade_order_customer_idx').on(t.customerId)],
);

export type TradeOrderRow = typeof tradeOrder.$inferSelect;

export const tradeConfirmation = pgTable(
  'trade_confirmation',
  {
    // No foreign keys here (0018_batch_key_checks.sql says why).
    orderId: uuid('order_id').primaryKey(),
    customerId: customerColumn(),
    nav: navValue('nav'),
    fee: money('fee').notNull().default('0'),
    sharesIn: money('shares_in'),
    sharesOut: money('shares_out'),
    amount: money('amount'),
    targetNav: navValue('target_nav'),
    confirmDate: date('confirm_date', { mode: 'string' }).notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    // 0015_ta_gaps.sql: the back-end charge included in fee.
    backEndFee: money('back_end_fee'),
  },
  (t) => [index('trade_confirmation_customer_idx').on(t.customerId, t.confirmDate)],
);

export const shareLedger = pgTable(
  'share_ledger',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    // No foreign keys (0017_ta_batch_writes.sql and 0018_batch_key_checks.sql say why).
    customerId: customerColumn(),
    fundCode: fundColumn(),
    kind: text('kind').notNull(),
    shares: money('shares').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    cost: money('cost').notNull().default('0'),
    orderId: uuid('order_id'),
    ref: text('ref'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Partitioned by month of effective_date (0030_history_partitions.sql): every unique key holds it.
  (t) => [
    primaryKey({ name: 'share_ledger_pkey', columns: [t.id, t.effectiveDate] }),
    uniqueIndex('share_ledger_order_kind_idx')
      .on(t.orderId, t.kind, t.effectiveDate)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('share_ledger_ref_idx')
      .on(t.kind, t.ref, t.effectiveDate)
      .where(sql`${t.ref} is not null`),
    index('share_ledger_customer_idx').on(t.customerId, t.fundCode, t.id),
    index('share_ledger_effective_idx').on(t.effectiveDate),
  ],
);

// 0036_ta_hot_updates.sql: holding and share_lot keep half of each page free (fillfactor 50), so that the batch's
// updates stay on the page and rewrite no index entry.
export const holding = pgTable(
  'holding',
  {
    customerId: customerColumn(),
    fundCode: fundColumn(),
    shares: money('shares').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    cost: money('cost').notNull().default('0'),
    dividendMethod: char('dividend_method', { length: 1 }).notNull(),
    tradeacco: text('tradeacco'),
    firstDate: date('first_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'holding_pk', columns: [t.customerId, t.fundCode] }),
    check('holding_shares_check', sql`${t.shares} >= 0 and ${t.frozen} >= 0 and ${t.frozen} <= ${t.shares}`),
  ],
);

export type HoldingRow = typeof holding.$inferSelect;

export const shareLot = pgTable(
  'share_lot',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerColumn(),
    fundCode: fundColumn(),
    orderId: uuid('order_id'),
    acquiredDate: date('acquired_date', { mode: 'string' }).notNull(),
    chargeType: char('charge_type', { length: 1 }).notNull().default('A'),
    shares: money('shares').notNull(),
    remaining: money('remaining').notNull(),
  },
  (t) => [index('share_lot_holding_idx').on(t.customerId, t.fundCode, t.acquiredDate, t.id)],
);

export const planRun = pgTable(
  'plan_run',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => fixedPlan.id, { onDelete: 'cascade' }),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    status: char('status', { length: 1 }).notNull(),
    orderId: uuid('order_id').references(() => tradeOrder.id),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'plan_run_pk', columns: [t.planId, t.runDate] })],
);

export const dividendPayment = pgTable(
  'dividend_payment',
  {
    customerId: customerRef(),
    fundCode: fundRef().notNull(),
    exDate: date('ex_date', { mode: 'string' }).notNull(),
    baseShares: money('base_shares').notNull(),
    cashPerShare: numeric('cash_per_share', { precision: 12, scale: 4 }).notNull(),
    amount: money('amount').notNull(),
    method: char('method', { length: 1 }).notNull(),
    reinvestNav: navValue('reinvest_nav'),
    reinvestShares: money('reinvest_shares'),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'dividend_payment_pk', columns: [t.customerId, t.fundCode, t.exDate] }),
    // 0037_assets_dividend_messages.sql: the my-assets messages read a customer's dividends since a date.
    index('dividend_payment_customer_ex_date_idx').on(t.customerId, t.exDate),
  ],
);

// Partitioned by month of income_date (0030_history_partitions.sql).
export const dailyIncome = pgTable(
  'daily_income',
  {
    customerId: customerColumn(),
    fundCode: fundColumn(),
    incomeDate: date('income_date', { mode: 'string' }).notNull(),
    shares: money('shares').notNull(),
    nav: navValue('nav').notNull(),
    marketValue: money('market_value').notNull(),
    income: money('income').notNull(),
  },
  (t) => [
    primaryKey({ name: 'daily_income_pk', columns: [t.customerId, t.fundCode, t.incomeDate] }),
    index('daily_income_customer_date_idx').on(t.customerId, t.incomeDate),
  ],
);

// 0015_ta_gaps.sql: a fund's large redemption on one trade date.
export const largeRedemptionEvent = pgTable(
  'large_redemption_event',
  {
    fundCode: fundRef().notNull(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    prevTotalShares: numeric('prev_total_shares', { precision: 20, scale: 2 }).notNull(),
    thresholdShares: numeric('threshold_shares', { precision: 20, scale: 2 }).notNull(),
    redeemShares: numeric('redeem_shares', { precision: 20, scale: 2 }).notNull(),
    purchaseShares: numeric('purchase_shares', { precision: 20, scale: 2 }).notNull(),
    acceptedShares: numeric('accepted_shares', { precision: 20, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'large_redemption_event_pk', columns: [t.fundCode, t.tradeDate] })],
);

export const remitNotice = pgTable(
  'remit_notice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => tradeOrder.id),
    orderNo: text('order_no').notNull(),
    amount: money('amount').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    result: text('result').notNull(),
    // 0029_ops_queues.sql: what staff record of a transfer; the bank reference pays one order only.
    payerName: text('payer_name'),
    bankReference: text('bank_reference'),
    recordedBy: uuid('recorded_by').references(() => staff.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('remit_notice_bank_reference_unique').on(t.bankReference)],
);

export const taBatchStep = pgTable(
  'ta_batch_step',
  {
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    rowsAffected: integer('rows_affected').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms'),
  },
  (t) => [primaryKey({ name: 'ta_batch_step_pk', columns: [t.tradeDate, t.step] })],
);

// Kept in sync by hand with migrations/0024_ta_batch.sql, which says what each column holds.
export const taBatch = pgTable(
  'ta_batch',
  {
    tradeDate: date('trade_date', { mode: 'string' }).primaryKey(),
    state: text('state').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    failedStep: text('failed_step'),
    error: text('error'),
    stepsDone: integer('steps_done').notNull().default(0),
    runs: integer('runs').notNull().default(0),
    approvedBy: text('approved_by'),
  },
  (t) => [
    check('ta_batch_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    index('ta_batch_date_idx').on(t.tradeDate.desc()),
  ],
);
