import type { NavPoint } from '@fund-direct/domain/yield';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from './rows.ts';

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

interface NavDbRow {
  fund_code: string;
  nav_date: string;
  unit_nav: string | null;
  acc_nav: string | null;
  income_per_10k: string | null;
  yield_7d: string | null;
  dividend: string | null;
  split: string | null;
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
  const rows = await rowsOf<NavDbRow & { is_money_fund: boolean }>(
    executor,
    sql`select n.fund_code, n.nav_date::text as nav_date, n.unit_nav::text as unit_nav, n.acc_nav::text as acc_nav,
          n.income_per_10k::text as income_per_10k, n.yield_7d::text as yield_7d,
          d.cash_per_share::text as dividend, s.ratio::text as split, f.is_money_fund
        from nav n
        join fund f on f.code = n.fund_code
        left join dividend_declaration d on d.fund_code = n.fund_code and d.ex_date = n.nav_date
        left join fund_split s on s.fund_code = n.fund_code and s.split_date = n.nav_date
        where true ${codes} ${from} ${to}
        order by n.fund_code, n.nav_date`,
  );
  const histories = new Map<string, FundHistory>();
  for (const row of rows) {
    let history = histories.get(row.fund_code);
    if (!history) {
      history = { code: row.fund_code, isMoneyFund: row.is_money_fund, points: [] };
      histories.set(row.fund_code, history);
    }
    history.points.push({
      date: row.nav_date,
      unitNav: row.unit_nav,
      accNav: row.acc_nav,
      incomePer10k: row.income_per_10k,
      yield7d: row.yield_7d,
      dividendPerShare: row.dividend,
      splitRatio: row.split,
    });
  }
  return histories;
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
  return rowsOf<{ code: string; is_money_fund: boolean; setup_date: string | null }>(
    executor,
    sql`select code, is_money_fund, setup_date::text as setup_date from fund`,
  );
}

// The latest yield of every period replaces the previous one (fund_yield keeps one row per period).
export async function replaceYields(
  executor: DbExecutor,
  codes: readonly string[] | undefined,
  rows: readonly { fund_code: string; period: string; as_of: string; value: string | null }[],
): Promise<void> {
  const scope = codes ? sql`where fund_code = any(${codeArray(codes)}::text[])` : sql``;
  await executor.execute(sql`delete from fund_yield ${scope}`);
  if (rows.length === 0) return;
  await executor.execute(sql`
    insert into fund_yield (fund_code, period, as_of, value)
    select fund_code, period, as_of, value
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(fund_code char(6), period text, as_of date, value numeric)`);
}

export function selectTenures(executor: DbExecutor, codes: readonly string[] | undefined) {
  const scope = codes ? sql`where fund_code = any(${codeArray(codes)}::text[])` : sql``;
  return rowsOf<{ fund_code: string; man_id: string; start_date: string; end_date: string | null }>(
    executor,
    sql`select fund_code, man_id, start_date::text as start_date, end_date::text as end_date from fund_manager ${scope}`,
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
