import type { CheckedIndexClose, CheckedReport } from '@fund-direct/domain/report';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type {
  FundBenchmarkComponentRow,
  FundReportHoldingRow,
  FundReportIndustryRow,
  FundReportRow,
  MarketIndexCloseRow,
} from '../../db/schema/fund-report.ts';
import type { FundRow } from '../../db/schema/fund.ts';
import { insertJsonRows } from './bulk-insert.ts';
import { codeArray } from './nav.repository.ts';

const col = (name: string, type: string) => ({ name, type });

// Writes whole reports: a stored report of the same fund and date goes first (with its holdings and industries), so an
// import replaces a report as one piece. `source` says who wrote them (seed, proposal, CLI).
export async function replaceReports(executor: DbExecutor, reports: readonly CheckedReport[], source: string): Promise<void> {
  if (reports.length === 0) return;
  const keys = reports.map((report) => ({ fund_code: report.fundCode, report_date: report.reportDate }));
  await executor.execute(sql`
    delete from fund_report r using json_to_recordset(${JSON.stringify(keys)}::json) as x(fund_code char(6), report_date date)
    where r.fund_code = x.fund_code and r.report_date = x.report_date`);
  await insertJsonRows(
    executor,
    'fund_report',
    [
      col('fund_code', 'char(6)'),
      col('report_date', 'date'),
      col('net_assets', 'numeric'),
      col('total_shares', 'numeric'),
      col('stock_ratio', 'numeric'),
      col('bond_ratio', 'numeric'),
      col('cash_ratio', 'numeric'),
      col('other_ratio', 'numeric'),
      col('source', 'text'),
    ],
    reports.map((r) => ({
      fund_code: r.fundCode,
      report_date: r.reportDate,
      net_assets: r.netAssets,
      total_shares: r.totalShares,
      stock_ratio: r.stockRatio,
      bond_ratio: r.bondRatio,
      cash_ratio: r.cashRatio,
      other_ratio: r.otherRatio,
      source,
    })),
  );
  await insertJsonRows(
    executor,
    'fund_report_holding',
    [
      col('fund_code', 'char(6)'),
      col('report_date', 'date'),
      col('rank', 'smallint'),
      col('security_code', 'text'),
      col('security_name', 'text'),
      col('market_value', 'numeric'),
      col('ratio', 'numeric'),
    ],
    reports.flatMap((r) =>
      r.holdings.map((h) => ({
        fund_code: r.fundCode,
        report_date: r.reportDate,
        rank: h.rank,
        security_code: h.securityCode,
        security_name: h.securityName,
        market_value: h.marketValue,
        ratio: h.ratio,
      })),
    ),
  );
  await insertJsonRows(
    executor,
    'fund_report_industry',
    [
      col('fund_code', 'char(6)'),
      col('report_date', 'date'),
      col('industry_code', 'char(1)'),
      col('industry_name', 'text'),
      col('market_value', 'numeric'),
      col('ratio', 'numeric'),
    ],
    reports.flatMap((r) =>
      r.industries.map((i) => ({
        fund_code: r.fundCode,
        report_date: r.reportDate,
        industry_code: i.industryCode,
        industry_name: i.industryName,
        market_value: i.marketValue,
        ratio: i.ratio,
      })),
    ),
  );
}

// Closes of a day already stored are replaced (a correction).
export async function upsertIndexCloses(executor: DbExecutor, closes: readonly Pick<CheckedIndexClose, 'indexCode' | 'date' | 'close'>[]) {
  await insertJsonRows(
    executor,
    'market_index_close',
    [col('index_code', 'text'), col('close_date', 'date'), col('close', 'numeric')],
    closes.map((c) => ({ index_code: c.indexCode, close_date: c.date, close: c.close })),
    'on conflict (index_code, close_date) do update set close = excluded.close',
  );
}

export type ReportKeyRow = Pick<FundReportRow, 'fundCode' | 'reportDate'>;

// The reports stored for these funds (or every fund): which (fund, date) pairs exist.
export function selectReportKeys(executor: DbExecutor, codes?: readonly string[]) {
  const scope = codes ? sql`where fund_code = any(${codeArray(codes)}::text[])` : sql``;
  return rowsOf<ReportKeyRow>(executor, sql`select fund_code as "fundCode", report_date::text as "reportDate" from fund_report ${scope}`);
}

export type ReportNavRow = ReportKeyRow & { navDate: string; unitNav: string };

// The last unit NAV on or before each report date.
export function selectNavsOnReportDates(executor: DbExecutor, keys: readonly { fundCode: string; reportDate: string }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  const json = JSON.stringify(keys.map((k) => ({ fund_code: k.fundCode, report_date: k.reportDate })));
  return rowsOf<ReportNavRow>(
    executor,
    sql`select x.fund_code as "fundCode", x.report_date::text as "reportDate", n.nav_date::text as "navDate", n.unit_nav::text as "unitNav"
        from json_to_recordset(${json}::json) as x(fund_code char(6), report_date date)
        join lateral (select nav_date, unit_nav from nav where fund_code = x.fund_code and nav_date <= x.report_date
                        and unit_nav is not null order by nav_date desc limit 1) n on true`,
  );
}

export type ReportFundRow = Pick<FundRow, 'code' | 'name' | 'setupDate' | 'isMoneyFund'>;

export function selectReportFunds(executor: DbExecutor) {
  return rowsOf<ReportFundRow>(
    executor,
    sql`select code, name, setup_date::text as "setupDate", is_money_fund as "isMoneyFund" from fund order by code`,
  );
}

export function selectMarketIndexes(executor: DbExecutor) {
  return rowsOf<{ code: string; name: string; lastDate: string | null; closes: number }>(
    executor,
    sql`select i.code, i.name, max(c.close_date)::text as "lastDate", count(c.close_date)::int as closes
        from market_index i left join market_index_close c on c.index_code = i.code
        group by i.code, i.name order by i.code`,
  );
}

// The closes already stored of these (index, day) pairs: what an import replaces.
export async function countStoredCloses(executor: DbExecutor, closes: readonly Pick<CheckedIndexClose, 'indexCode' | 'date'>[]) {
  if (closes.length === 0) return new Map<string, number>();
  const json = JSON.stringify(closes.map((c) => ({ index_code: c.indexCode, close_date: c.date })));
  const rows = await rowsOf<{ indexCode: string; count: number }>(
    executor,
    sql`select c.index_code as "indexCode", count(*)::int as count
        from json_to_recordset(${json}::json) as x(index_code text, close_date date)
        join market_index_close c on c.index_code = x.index_code and c.close_date = x.close_date
        group by c.index_code`,
  );
  return new Map(rows.map((row) => [row.indexCode, row.count]));
}

export type ReportSummaryRow = Pick<
  FundReportRow,
  'reportDate' | 'netAssets' | 'totalShares' | 'stockRatio' | 'bondRatio' | 'cashRatio' | 'otherRatio'
>;

// Every report of a fund, latest first.
export function selectFundReports(executor: DbExecutor, code: string) {
  return rowsOf<ReportSummaryRow>(
    executor,
    sql`select report_date::text as "reportDate", net_assets::text as "netAssets", total_shares::text as "totalShares",
          stock_ratio::text as "stockRatio", bond_ratio::text as "bondRatio", cash_ratio::text as "cashRatio",
          other_ratio::text as "otherRatio"
        from fund_report where fund_code = ${code} order by report_date desc`,
  );
}

export function selectReportHoldings(executor: DbExecutor, code: string, reportDate: string) {
  return rowsOf<Pick<FundReportHoldingRow, 'rank' | 'securityCode' | 'securityName' | 'marketValue' | 'ratio'>>(
    executor,
    sql`select rank, security_code as "securityCode", security_name as "securityName", market_value::text as "marketValue",
          ratio::text as ratio
        from fund_report_holding where fund_code = ${code} and report_date = ${reportDate}::date order by rank`,
  );
}

export function selectReportIndustries(executor: DbExecutor, code: string, reportDate: string) {
  return rowsOf<Pick<FundReportIndustryRow, 'industryCode' | 'industryName' | 'marketValue' | 'ratio'>>(
    executor,
    sql`select industry_code as "industryCode", industry_name as "industryName", market_value::text as "marketValue",
          ratio::text as ratio
        from fund_report_industry where fund_code = ${code} and report_date = ${reportDate}::date
        order by market_value desc, industry_code`,
  );
}

// Per fund: how many reports, and the latest one's date and net assets (the console's overview).
export function selectReportOverview(executor: DbExecutor) {
  return rowsOf<Pick<FundRow, 'code' | 'name' | 'isMoneyFund'> & { reports: number; latestDate: string | null; netAssets: string | null }>(
    executor,
    sql`select f.code, f.name, f.is_money_fund as "isMoneyFund", (select count(*)::int from fund_report r where r.fund_code = f.code) as reports,
          l.report_date::text as "latestDate", l.net_assets::text as "netAssets"
        from fund f
        left join lateral (select report_date, net_assets from fund_report where fund_code = f.code order by report_date desc limit 1) l on true
        where f.setup_date is not null
        order by f.code`,
  );
}

export type BenchmarkComponentRow = Pick<FundBenchmarkComponentRow, 'seq' | 'indexCode' | 'rateName' | 'annualRate' | 'weight'>;

export function selectBenchmarkComponents(executor: DbExecutor, code: string) {
  return rowsOf<BenchmarkComponentRow>(
    executor,
    sql`select seq, index_code as "indexCode", rate_name as "rateName", annual_rate::text as "annualRate", weight::text as weight
        from fund_benchmark_component where fund_code = ${code} order by seq`,
  );
}

// The closes of these indexes from `from` on (every close when null), ascending.
export function selectIndexCloses(executor: DbExecutor, codes: readonly string[], from: string | null) {
  if (codes.length === 0) return Promise.resolve([]);
  const since = from ? sql`and close_date >= ${from}::date` : sql``;
  return rowsOf<Pick<MarketIndexCloseRow, 'indexCode' | 'closeDate' | 'close'>>(
    executor,
    sql`select index_code as "indexCode", close_date::text as "closeDate", close::text as close from market_index_close
        where index_code = any(${`{${codes.join(',')}}`}::text[]) ${since} order by index_code, close_date`,
  );
}

// The last close of every index before `date`, and whether `date` has one (the demo's next-day closes).
export function selectLastIndexCloses(executor: DbExecutor, date: string) {
  return rowsOf<{ code: string; lastDate: string; close: string; hasDay: boolean }>(
    executor,
    sql`select i.code, c.close_date::text as "lastDate", c.close::text as close,
          exists (select 1 from market_index_close t where t.index_code = i.code and t.close_date = ${date}::date) as "hasDay"
        from market_index i
        join lateral (select close_date, close from market_index_close where index_code = i.code and close_date < ${date}::date
                      order by close_date desc limit 1) c on true
        order by i.code`,
  );
}

export function selectLastCloseDates(executor: DbExecutor) {
  return rowsOf<{ code: string; last: string }>(
    executor,
    sql`select index_code as code, max(close_date)::text as last from market_index_close group by index_code`,
  );
}

export async function insertMarketIndexes(executor: DbExecutor, indexes: readonly { code: string; name: string }[]) {
  await insertJsonRows(executor, 'market_index', [col('code', 'text'), col('name', 'text')], indexes, 'on conflict (code) do nothing');
}

// Components of the funds that have none yet (operations' definitions are never overwritten).
export async function insertMissingBenchmarkComponents(
  executor: DbExecutor,
  rows: readonly {
    fund_code: string;
    seq: number;
    index_code: string | null;
    rate_name: string | null;
    annual_rate: string | null;
    weight: string;
  }[],
) {
  await insertJsonRows(
    executor,
    'fund_benchmark_component',
    [
      col('fund_code', 'char(6)'),
      col('seq', 'smallint'),
      col('index_code', 'text'),
      col('rate_name', 'text'),
      col('annual_rate', 'numeric'),
      col('weight', 'numeric'),
    ],
    rows,
    `where exists (select 1 from fund f where f.code = x.fund_code)
       and not exists (select 1 from fund_benchmark_component c where c.fund_code = x.fund_code)`,
  );
}
