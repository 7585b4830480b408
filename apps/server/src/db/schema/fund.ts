import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { fundTradeColumns } from './fund-trade-columns.ts';

// Written by hand next to migrations/0001_fund.sql; keep both in step.

// §3 fund. state '1' is listed; status is the §3 fund status code.
export const fund = pgTable(
  'fund',
  {
    code: char('code', { length: 6 }).primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    fundType: text('fund_type').notNull(),
    riskLevel: text('risk_level').notNull(),
    status: text('status').notNull(),
    state: char('state', { length: 1 }).notNull().default('1'),
    setupDate: date('setup_date', { mode: 'string' }),
    raiseStartDate: date('raise_start_date', { mode: 'string' }),
    raiseEndDate: date('raise_end_date', { mode: 'string' }),
    benchmark: text('benchmark').notNull().default(''),
    shareClass: text('share_class').notNull().default(''),
    isMoneyFund: boolean('is_money_fund').notNull().default(false),
    minPurchaseAmount: numeric('min_purchase_amount', { precision: 18, scale: 2 }).notNull(),
    minSubscriptionAmount: numeric('min_subscription_amount', { precision: 18, scale: 2 }).notNull(),
    convertible: boolean('convertible').notNull().default(true),
    // T+N confirmation: 1, QDII 2.
    confirmDays: smallint('confirm_days').notNull().default(1),
    redemptionArrivalDays: smallint('redemption_arrival_days').notNull().default(3),
    managementRate: numeric('management_rate', { precision: 8, scale: 6 }).notNull(),
    custodyRate: numeric('custody_rate', { precision: 8, scale: 6 }).notNull(),
    salesServiceRate: numeric('sales_service_rate', { precision: 8, scale: 6 }),
    recommended: boolean('recommended').notNull().default(false),
    recommendOrder: integer('recommend_order').notNull().default(0),
    ...fundTradeColumns,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fund_code_check', sql`${t.code} ~ '^[0-9]{6}$'`),
    check('fund_state_check', sql`${t.state} in ('0', '1')`),
    check('fund_risk_level_check', sql`${t.riskLevel} in ('R1', 'R2', 'R3', 'R4', 'R5')`),
    check('fund_status_check', sql`${t.status} in ('0', '1', '2', '4', '5', '6', '9')`),
    check('fund_confirm_days_check', sql`${t.confirmDays} between 0 and 10`),
  ],
);

const fundFk = (name: string, column: Parameters<typeof foreignKey>[0]['columns'][0]) =>
  foreignKey({ name, columns: [column], foreignColumns: [fund.code] }).onDelete('cascade');

// Subscription (认购) and purchase (申购) tiers by amount: [min, max), a rate or a fixed fee per order.
export const fundFeeTier = pgTable(
  'fund_fee_tier',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    feeKind: text('fee_kind').notNull(),
    seq: smallint('seq').notNull(),
    minAmount: numeric('min_amount', { precision: 18, scale: 2 }).notNull(),
    maxAmount: numeric('max_amount', { precision: 18, scale: 2 }),
    rate: numeric('rate', { precision: 8, scale: 6 }),
    fixedFee: numeric('fixed_fee', { precision: 18, scale: 2 }),
  },
  (t) => [
    primaryKey({ name: 'fund_fee_tier_pk', columns: [t.fundCode, t.feeKind, t.seq] }),
    check('fund_fee_tier_kind_check', sql`${t.feeKind} in ('subscription', 'purchase', 'back_end')`),
    check('fund_fee_tier_rule_check', sql`(${t.rate} is null) <> (${t.fixedFee} is null)`),
    fundFk('fund_fee_tier_fund_code_fund_code_fk', t.fundCode),
  ],
);

// Redemption tiers by holding days: [min_days, max_days).
export const fundRedemptionTier = pgTable(
  'fund_redemption_tier',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    seq: smallint('seq').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days'),
    rate: numeric('rate', { precision: 8, scale: 6 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'fund_redemption_tier_pk', columns: [t.fundCode, t.seq] }),
    fundFk('fund_redemption_tier_fund_code_fund_code_fk', t.fundCode),
  ],
);

export const fundDocument = pgTable(
  'fund_document',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    seq: smallint('seq').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ name: 'fund_document_pk', columns: [t.fundCode, t.seq] }),
    fundFk('fund_document_fund_code_fund_code_fk', t.fundCode),
  ],
);

// One row per published day; money funds publish every natural day (income_per_10k, yield_7d).
export const nav = pgTable(
  'nav',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    navDate: date('nav_date', { mode: 'string' }).notNull(),
    unitNav: numeric('unit_nav', { precision: 12, scale: 4 }),
    accNav: numeric('acc_nav', { precision: 12, scale: 4 }),
    dailyChange: numeric('daily_change', { precision: 12, scale: 6 }),
    incomePer10k: numeric('income_per_10k', { precision: 12, scale: 4 }),
    yield7d: numeric('yield_7d', { precision: 10, scale: 6 }),
    // The fund's total shares at the end of the day (0015_ta_gaps.sql); null when not reported.
    totalShares: numeric('total_shares', { precision: 20, scale: 2 }),
  },
  (t) => [
    // No foreign key (see 0001_fund.sql): bulk-loaded; writers check fund codes.
    primaryKey({ name: 'nav_pk', columns: [t.fundCode, t.navDate] }),
  ],
);

// The latest yield of every period (§3), recomputed after each NAV change.
export const fundYield = pgTable(
  'fund_yield',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    period: text('period').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 12, scale: 6 }),
  },
  (t) => [
    primaryKey({ name: 'fund_yield_pk', columns: [t.fundCode, t.period] }),
    fundFk('fund_yield_fund_code_fund_code_fk', t.fundCode),
    index('fund_yield_period_value_idx').on(t.period, t.value),
  ],
);

export const dividendDeclaration = pgTable(
  'dividend_declaration',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    exDate: date('ex_date', { mode: 'string' }).notNull(),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    cashPerShare: numeric('cash_per_share', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'dividend_declaration_pk', columns: [t.fundCode, t.exDate] }),
    check('dividend_declaration_cash_check', sql`${t.cashPerShare} > 0`),
    fundFk('dividend_declaration_fund_code_fund_code_fk', t.fundCode),
  ],
);

// Share split: `ratio` new units per old unit from split_date.
export const fundSplit = pgTable(
  'fund_split',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    splitDate: date('split_date', { mode: 'string' }).notNull(),
    ratio: numeric('ratio', { precision: 12, scale: 6 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'fund_split_pk', columns: [t.fundCode, t.splitDate] }),
    check('fund_split_ratio_check', sql`${t.ratio} > 0`),
    fundFk('fund_split_fund_code_fund_code_fk', t.fundCode),
  ],
);

export const manager = pgTable('manager', {
  manId: text('man_id').primaryKey(),
  name: text('name').notNull(),
  // Path below the image base address (config), e.g. managers/1001.svg.
  avatar: text('avatar').notNull(),
  title: text('title').notNull(),
  biography: text('biography').notNull(),
  education: text('education').notNull(),
  careerStartDate: date('career_start_date', { mode: 'string' }).notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const fundManager = pgTable(
  'fund_manager',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    manId: text('man_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    returnDuringTenure: numeric('return_during_tenure', { precision: 12, scale: 6 }),
  },
  (t) => [
    primaryKey({ name: 'fund_manager_pk', columns: [t.fundCode, t.manId, t.startDate] }),
    fundFk('fund_manager_fund_code_fund_code_fk', t.fundCode),
    foreignKey({ name: 'fund_manager_man_id_manager_man_id_fk', columns: [t.manId], foreignColumns: [manager.manId] }).onDelete('cascade'),
    index('fund_manager_man_id_idx').on(t.manId),
  ],
);

export type FundRow = typeof fund.$inferSelect;
export type NavRow = typeof nav.$inferSelect;
export type ManagerRow = typeof manager.$inferSelect;
