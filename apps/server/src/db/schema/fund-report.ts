import { sql } from 'drizzle-orm';
import { char, check, date, foreignKey, index, numeric, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { fund } from './fund.ts';

// Kept in sync by hand with migrations/0034_fund_reports.sql, which says what each column holds.
const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
const ratio = (name: string) => numeric(name, { precision: 7, scale: 6 });

export const fundReport = pgTable(
  'fund_report',
  {
    fundCode: char('fund_code', { length: 6 })
      .notNull()
      .references(() => fund.code, { onDelete: 'cascade' }),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    netAssets: money('net_assets').notNull(),
    totalShares: money('total_shares').notNull(),
    stockRatio: ratio('stock_ratio').notNull(),
    bondRatio: ratio('bond_ratio').notNull(),
    cashRatio: ratio('cash_ratio').notNull(),
    otherRatio: ratio('other_ratio').notNull(),
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'fund_report_pk', columns: [t.fundCode, t.reportDate] }),
    check(
      'fund_report_quarter_end_check',
      sql`extract(month from ${t.reportDate}) in (3, 6, 9, 12)
        and ${t.reportDate} = (date_trunc('month', ${t.reportDate}) + interval '1 month' - interval '1 day')::date`,
    ),
    check('fund_report_net_assets_check', sql`${t.netAssets} > 0`),
    check('fund_report_total_shares_check', sql`${t.totalShares} > 0`),
    check(
      'fund_report_ratios_check',
      sql`${t.stockRatio} between 0 and 1 and ${t.bondRatio} between 0 and 1 and ${t.cashRatio} between 0 and 1 and ${t.otherRatio} between 0 and 1`,
    ),
    check('fund_report_allocation_sum_check', sql`abs(${t.stockRatio} + ${t.bondRatio} + ${t.cashRatio} + ${t.otherRatio} - 1) <= 0.0002`),
  ],
);

export const fundReportHolding = pgTable(
  'fund_report_holding',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    rank: smallint('rank').notNull(),
    securityCode: text('security_code').notNull(),
    securityName: text('security_name').notNull(),
    marketValue: money('market_value').notNull(),
    ratio: ratio('ratio').notNull(),
  },
  (t) => [
    primaryKey({ name: 'fund_report_holding_pk', columns: [t.fundCode, t.reportDate, t.rank] }),
    foreignKey({
      name: 'fund_report_holding_report_fk',
      columns: [t.fundCode, t.reportDate],
      foreignColumns: [fundReport.fundCode, fundReport.reportDate],
    }).onDelete('cascade'),
    unique('fund_report_holding_security_unique').on(t.fundCode, t.reportDate, t.securityCode),
    check('fund_report_holding_rank_check', sql`${t.rank} between 1 and 10`),
    check('fund_report_holding_market_value_check', sql`${t.marketValue} > 0`),
    check('fund_report_holding_ratio_check', sql`${t.ratio} between 0 and 1`),
  ],
);

export const fundReportIndustry = pgTable(
  'fund_report_industry',
  {
    fundCode: char('fund_code', { length: 6 }).notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    industryCode: char('industry_code', { length: 1 }).notNull(),
    industryName: text('industry_name').notNull(),
    marketValue: money('market_value').notNull(),
    ratio: ratio('ratio').notNull(),
  },
  (t) => [
    primaryKey({ name: 'fund_report_industry_pk', columns: [t.fundCode, t.reportDate, t.industryCode] }),
    foreignKey({
      name: 'fund_report_industry_report_fk',
      columns: [t.fundCode, t.reportDate],
      foreignColumns: [fundReport.fundCode, fundReport.reportDate],
    }).onDelete('cascade'),
    check('fund_report_industry_code_check', sql`${t.industryCode} between 'A' and 'S'`),
    check('fund_report_industry_market_value_check', sql`${t.marketValue} >= 0`),
    check('fund_report_industry_ratio_check', sql`${t.ratio} between 0 and 1`),
  ],
);

export const marketIndex = pgTable(
  'market_index',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [check('market_index_code_check', sql`${t.code} ~ '^[0-9A-Z]{1,12}$'`)],
);

export const marketIndexClose = pgTable(
  'market_index_close',
  {
    // No foreign key (see 0034_fund_reports.sql): bulk-loaded; writers take codes from market_index.
    indexCode: text('index_code').notNull(),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    close: numeric('close', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'market_index_close_pk', columns: [t.indexCode, t.closeDate] }),
    check('market_index_close_check', sql`${t.close} > 0`),
  ],
);

export const fundBenchmarkComponent = pgTable(
  'fund_benchmark_component',
  {
    fundCode: char('fund_code', { length: 6 })
      .notNull()
      .references(() => fund.code, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    indexCode: text('index_code').references(() => marketIndex.code),
    rateName: text('rate_name'),
    annualRate: numeric('annual_rate', { precision: 8, scale: 6 }),
    weight: numeric('weight', { precision: 7, scale: 6 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'fund_benchmark_component_pk', columns: [t.fundCode, t.seq] }),
    check('fund_benchmark_component_weight_check', sql`${t.weight} > 0 and ${t.weight} <= 1`),
    check(
      'fund_benchmark_component_kind_check',
      sql`(${t.indexCode} is not null and ${t.rateName} is null and ${t.annualRate} is null)
        or (${t.indexCode} is null and ${t.rateName} is not null and ${t.annualRate} is not null)`,
    ),
    check('fund_benchmark_component_rate_check', sql`${t.annualRate} is null or (${t.annualRate} >= 0 and ${t.annualRate} < 1)`),
    index('fund_benchmark_component_index_code_idx').on(t.indexCode),
  ],
);

export type FundReportRow = typeof fundReport.$inferSelect;
export type FundReportHoldingRow = typeof fundReportHolding.$inferSelect;
export type FundReportIndustryRow = typeof fundReportIndustry.$inferSelect;
export type MarketIndexCloseRow = typeof marketIndexClose.$inferSelect;
export type FundBenchmarkComponentRow = typeof fundBenchmarkComponent.$inferSelect;
