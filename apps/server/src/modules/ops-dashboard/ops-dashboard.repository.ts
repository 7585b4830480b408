import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

// The dashboard's reads. Days are business days in Asia/Shanghai; sums are NUMERIC, answered as text.

const DAY_START = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Shanghai')`;

export interface OrderSumRow {
  businessCode: string;
  count: number;
  amount: string;
  shares: string;
}

// Orders placed on one business day, cancelled ones left out, per business code.
export async function orderSumsPlacedOn(db: DbExecutor, date: string): Promise<OrderSumRow[]> {
  const rows = await rowsOf<{ business_code: string; count: number | string; amount: string; shares: string }>(
    db,
    sql`select business_code, count(*)::int as count, coalesce(sum(amount), 0)::text as amount, coalesce(sum(shares), 0)::text as shares
        from trade_order
        where placed_at >= ${DAY_START(date)} and placed_at < ${DAY_START(date)} + interval '1 day' and status <> '4'
        group by business_code`,
  );
  return rows.map((row) => ({ businessCode: row.business_code, count: Number(row.count), amount: row.amount, shares: row.shares }));
}

export interface DailyFlowRow {
  date: string;
  subscriptionCount: number;
  subscriptionAmount: string;
  redemptionCount: number;
  redemptionShares: string;
}

// Per business day in [from, to]: orders that bring money in (the given codes) and redemptions; days without orders are absent.
export async function dailyFlows(
  db: DbExecutor,
  range: { from: string; to: string },
  codes: { inflow: readonly string[]; redeem: readonly string[] },
): Promise<DailyFlowRow[]> {
  const inflow = `{${codes.inflow.join(',')}}`;
  const redeem = `{${codes.redeem.join(',')}}`;
  const rows = await rowsOf<{
    day: string;
    sub_count: number | string;
    sub_amount: string;
    red_count: number | string;
    red_shares: string;
  }>(
    db,
    sql`select (placed_at at time zone 'Asia/Shanghai')::date::text as day,
               count(*) filter (where business_code = any(${inflow}::text[]))::int as sub_count,
               coalesce(sum(amount) filter (where business_code = any(${inflow}::text[])), 0)::text as sub_amount,
               count(*) filter (where business_code = any(${redeem}::text[]))::int as red_count,
               coalesce(sum(shares) filter (where business_code = any(${redeem}::text[])), 0)::text as red_shares
        from trade_order
        where placed_at >= ${DAY_START(range.from)} and placed_at < ${DAY_START(range.to)} + interval '1 day' and status <> '4'
        group by 1 order by 1`,
  );
  return rows.map((row) => ({
    date: row.day,
    subscriptionCount: Number(row.sub_count),
    subscriptionAmount: row.sub_amount,
    redemptionCount: Number(row.red_count),
    redemptionShares: row.red_shares,
  }));
}

// Listed funds that should have a NAV for the date (established, not in their raising period) and have none.
// A money fund's NAV row carries its income per 10k units instead of a unit NAV.
export async function fundsWithoutNav(db: DbExecutor, date: string): Promise<{ code: string; name: string }[]> {
  return rowsOf<{ code: string; name: string }>(
    db,
    sql`select f.code, f.short_name as name
        from fund f
        where f.state = '1' and f.status <> '1' and (f.setup_date is null or f.setup_date <= ${date}::date)
          and not exists (
            select 1 from nav n
            where n.fund_code = f.code and n.nav_date = ${date}::date
              and (case when f.is_money_fund then n.income_per_10k else n.unit_nav end) is not null)
        order by f.code`,
  );
}

export interface TaBatchRow {
  tradeDate: string;
  stepsDone: number;
  rowsAffected: number;
  finishedAt: string;
}

// The latest trade dates the TA batch has worked on, newest first, from its per-step progress table.
export async function latestTaBatches(db: DbExecutor, limit: number): Promise<TaBatchRow[]> {
  const rows = await rowsOf<{ trade_date: string; steps: number | string; rows: number | string; finished_at: string | Date }>(
    db,
    sql`select trade_date::text as trade_date, count(*)::int as steps, coalesce(sum(rows_affected), 0)::bigint as rows, max(finished_at) as finished_at
        from ta_batch_step group by trade_date order by trade_date desc limit ${limit}`,
  );
  return rows.map((row) => ({
    tradeDate: row.trade_date,
    stepsDone: Number(row.steps),
    rowsAffected: Number(row.rows),
    finishedAt: new Date(row.finished_at).toISOString(),
  }));
}
