import type { NavPoint } from '@fund-direct/domain/yield';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { fundManager, FundRow, NavRow } from '../../db/schema/fund.ts';

export interface HistoryPoint extends NavPoint {
  date: string;
  unitNav: string | null;
  accNav: string | null;
  incomePer10k: string | null;
  yield7d: string | null;
}

export interface FundHistory {
  code: string;
  isMoneyFund: boolean;
  points: HistoryPoint[];
}

// Fund codes are six digits (checked by the contract and the table), so a text[] literal is safe.
export const codeArray = (codes: readonly string[]) => `{${codes.join(',')}}`;

// The NAV's columns with the day's dividend per share and split ratio (left joins, so null when none).
type NavDbRow = Pick<NavRow, 'fundCode' | 'navDate' | 'unitNav' | 'accNav' | 'incomePer10k' | 'yield7d'> &
  Pick<FundRow, 'isMoneyFund'> & { dividend: string | null; split: string | null };

function historiesOf(rows: readonly NavDbRow[]): Map<string, FundHistory> {
  const histories = new Map<string, FundHistory>();
  for (const row of rows) {
    let history = histories.get(row.fundCode);
    if (!history) {
      history = { code: row.fundCode, isMoneyFund: row.isMoneyFund, points: [] };
      histories.set(row.fundCode, history);
    }
    history.points.push({
      date: row.navDate,
      unitNav: row.unitNav,
      accNav: row.accNav,
      incomePer10k: row.incomePer10k,
      yield7d: row.yield7d,
      dividendPerShare: row.dividend,
      splitRatio: row.split,
    });
  }
  return histories;
}

// NAV history with each day's dividend and split, as the domain yield functions read it.
// `codes` limits the funds; `from` limits the days (inclusive).
export async function loadHistories(
  executor: DbExecutor,
  options: { codes?: readonly string[]; from?: string; to?: string } = {},
): Promise<Map<string, FundHistory>> {
  const codes = options.codes ? sql`and n.fund_code = any(${codeArray(options.codes)}::text[])` : sql``;
  const from = options.from ? sql`and n.nav_date >= ${options.from}::date` : sql``;
  const to = options.to ? sql`and n.nav_date <= ${options.to}::date` : sql``;
  const rows = await rowsOf<NavDbRow>(
    executor,
    sql`select n.fund_code as "fundCode", n.nav_date::text as "navDate", n.unit_nav::text as "unitNav", n.acc_nav::text as "accNav",
          n.income_per_10k::text as "incomePer10k", n.yield_7d::text as "yield7d",
          d.cash_per_share::text as dividend, s.ratio::text as split, f.is_money_fund as "isMoneyFund"
        from nav n
        join fund f on f.code = n.fund_code
        left join dividend_declaration d on d.fund_code = n.fund_code and d.ex_date = n.nav_date
        left join fund_split s on s.fund_code = n.fund_code and s.split_date = n.nav_date
        where true ${codes} ${from} ${to}
        order by n.fund_code, n.nav_date`,
  );
  return historiesOf(rows);
}

// The points a publication needs, for funds whose NAVs from `from` on were just written: the yields and tenure
// returns of recomputeYields and the daily changes from `from` read only these, with the same results as over the
// whole history. A NAV fund's adjusted value changes its factor only on dividend and split days, so its series
// needs only the first point, those days, the last point on or before each period's start (as recomputeYields'
// asOf is the fund's last point), the last one on or before each manager's tenure start and end, and every point
// from the one before `from`. A money fund compounds every day's income: all its points.
export async function loadPublicationHistories(
  executor: DbExecutor,
  firstDays: readonly { fund_code: string; from: string }[],
): Promise<Map<string, FundHistory>> {
  const rows = await rowsOf<NavDbRow>(
    executor,
    sql`with w as materialized (
          select x.fund_code, x."from", f.is_money_fund,
            (select max(nav_date) from nav where fund_code = x.fund_code) as as_of,
            (select min(nav_date) from nav where fund_code = x.fund_code and unit_nav is not null) as first_day
          from json_to_recordset(${JSON.stringify(firstDays)}::json) as x(fund_code char(6), "from" date)
          join fund f on f.code = x.fund_code),
        targets as (
          select distinct w.fund_code, t.d from w cross join lateral (values
            (w.as_of - 1), (w.as_of - 7), (cast(w.as_of - interval '1 month' as date)), (cast(w.as_of - interval '3 month' as date)),
            (cast(w.as_of - interval '6 month' as date)), (cast(w.as_of - interval '12 month' as date)), (cast(w.as_of - interval '24 month' as date)),
            (cast(w.as_of - interval '36 month' as date)), (cast(w.as_of - interval '60 month' as date)),
            (make_date(extract(year from w.as_of)::int - 1, 12, 31)), (w."from" - 1)) t(d)
          -- Before the first NAV a period has no start point (and the first point is read anyway).
          where not w.is_money_fund and t.d >= w.first_day
          union
          select m.fund_code, v.d from fund_manager m join w on w.fund_code = m.fund_code and not w.is_money_fund
            cross join lateral (values (m.start_date), (m.end_date)) v(d) where v.d >= w.first_day),
        wanted as (
          select n.* from w cross join lateral (select * from nav where fund_code = w.fund_code and nav_date >= w."from") n
            where not w.is_money_fund
          union
          select n.* from w cross join lateral (select * from nav where fund_code = w.fund_code) n where w.is_money_fund
          union
          select p.* from targets t cross join lateral (
            select * from nav where fund_code = t.fund_code and nav_date <= t.d and unit_nav is not null
            order by nav_date desc limit 1) p
          union
          select n.* from w join nav n on n.fund_code = w.fund_code and n.nav_date = w.first_day where not w.is_money_fund
          union
          select n.* from dividend_declaration d join w on w.fund_code = d.fund_code
            join nav n on n.fund_code = d.fund_code and n.nav_date = d.ex_date
          union
          select n.* from fund_split s join w on w.fund_code = s.fund_code
            join nav n on n.fund_code = s.fund_code and n.nav_date = s.split_date)
        select n.fund_code as "fundCode", n.nav_date::text as "navDate", n.unit_nav::text as "unitNav", n.acc_nav::text as "accNav",
          n.income_per_10k::text as "incomePer10k", n.yield_7d::text as "yield7d",
          d.cash_per_share::text as dividend, s.ratio::text as split, f.is_money_fund as "isMoneyFund"
        from wanted n
        join fund f on f.code = n.fund_code
        left join dividend_declaration d on d.fund_code = n.fund_code and d.ex_date = n.nav_date
        left join fund_split s on s.fund_code = n.fund_code and s.split_date = n.nav_date
        order by n.fund_code, n.nav_date`,
  );
  return historiesOf(rows);
}

export interface NavUpsertRow {
  fund_code: string;
  nav_date: string;
  unit_nav: string;
  acc_nav: string;
  income_per_10k: string | null;
  yield_7d: string | null;
}

export async function upsertNavRows(executor: DbExecutor, rows: readonly NavUpsertRow[]): Promise<void> {
  await executor.execute(sql`
    insert into nav (fund_code, nav_date, unit_nav, acc_nav, income_per_10k, yield_7d)
    select fund_code, nav_date, unit_nav, acc_nav, income_per_10k, yield_7d
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(fund_code char(6), nav_date date, unit_nav numeric, acc_nav numeric, income_per_10k numeric, yield_7d numeric)
    on conflict (fund_code, nav_date) do update set unit_nav = excluded.unit_nav, acc_nav = excluded.acc_nav,
      income_per_10k = excluded.income_per_10k, yield_7d = excluded.yield_7d`);
}

export async function updateDailyChanges(
  executor: DbExecutor,
  changes: readonly { fund_code: string; nav_date: string; daily_change: string | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  await executor.execute(sql`
    update nav set daily_change = x.daily_change
    from json_to_recordset(${JSON.stringify(changes)}::json) as x(fund_code char(6), nav_date date, daily_change numeric)
    where nav.fund_code = x.fund_code and nav.nav_date = x.nav_date`);
}

export function selectImportFunds(executor: DbExecutor) {
  return rowsOf<Pick<FundRow, 'code' | 'isMoneyFund' | 'setupDate' | 'fundType'>>(
    executor,
    sql`select code, is_money_fund as "isMoneyFund", setup_date::text as "setupDate", fund_type as "fundType" from fund`,
  );
}

// The latest yield of every period replaces the previous one (fund_yield keeps one row per period).
export async function replaceYields(
  executor: DbExecutor,
  codes: readonly string[] | undefined,
  rows: readonly { fund_code: string; period: string; as_of: string; value: string | null }[],
): Promise<void> {
  const scope = codes ? sql`and f.fund_code = any(${codeArray(codes)}::text[])` : sql``;
  // One statement: rows kept are updated in place (HOT: no key changes), rows no longer computed are deleted.
  await executor.execute(sql`
    with x as (select * from json_to_recordset(${JSON.stringify(rows)}::json)
                 as x(fund_code char(6), period text, as_of date, value numeric)),
      written as (insert into fund_yield (fund_code, period, as_of, value) select fund_code, period, as_of, value from x
                  on conflict (fund_code, period) do update set as_of = excluded.as_of, value = excluded.value)
    delete from fund_yield f
    where not exists (select 1 from x where x.fund_code = f.fund_code and x.period = f.period) ${scope}`);
}

export function selectTenures(executor: DbExecutor, codes: readonly string[] | undefined) {
  const scope = codes ? sql`where fund_code = any(${codeArray(codes)}::text[])` : sql``;
  return rowsOf<Pick<typeof fundManager.$inferSelect, 'fundCode' | 'manId' | 'startDate' | 'endDate'>>(
    executor,
    sql`select fund_code as "fundCode", man_id as "manId", start_date::text as "startDate", end_date::text as "endDate"
        from fund_manager ${scope}`,
  );
}

export async function updateTenureReturns(
  executor: DbExecutor,
  rows: readonly { fund_code: string; man_id: string; start_date: string; value: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await executor.execute(sql`
    update fund_manager fm set return_during_tenure = x.value
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(fund_code char(6), man_id text, start_date date, value numeric)
    where fm.fund_code = x.fund_code and fm.man_id = x.man_id and fm.start_date = x.start_date`);
}
