import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

export interface AdvanceRow {
  orderNo: string;
  fundCode: string;
  fundName: string;
  amount: string;
  custno: string;
  customerName: string | null;
  advancedAt: Date | string;
  status: 'open' | 'settled' | 'unrecovered';
  settledAmount: string | null;
  settledAt: Date | string | null;
}

// One day's payouts, newest first, at most `limit` of them (the console shows one day without paging).
export function advancesOn(db: DbExecutor, day: string, limit: number): Promise<AdvanceRow[]> {
  return rowsOf<AdvanceRow>(
    db,
    sql`select o.order_no as "orderNo", o.fund_code as "fundCode", f.name as "fundName", a.amount::text as amount, c.custno,
          c.custname as "customerName", a.advanced_at as "advancedAt", a.status, a.settled_amount::text as "settledAmount",
          a.settled_at as "settledAt"
        from instant_advance a
        join trade_order o on o.id = a.order_id
        join fund f on f.code = o.fund_code
        join customer c on c.id = a.customer_id
        where a.advance_date = ${day}::date
        order by a.advanced_at desc, o.order_no desc
        limit ${limit}`,
  );
}

export async function unrecoveredTotal(db: DbExecutor): Promise<{ count: number; amount: string }> {
  const [row] = await rowsOf<{ count: number | string; amount: string }>(
    db,
    sql`select count(*) as count, coalesce(sum(amount), 0)::text as amount from instant_advance where status = 'unrecovered'`,
  );
  return { count: Number(row?.count ?? 0), amount: row?.amount ?? '0' };
}

export async function pendingTotalProposal(db: DbExecutor): Promise<string | null> {
  const [row] = await rowsOf<{ total: string }>(
    db,
    sql`select payload->>'total' as total from proposal where kind = 'instant.total' and status = 'pending'
        order by proposed_at desc limit 1`,
  );
  return row?.total ?? null;
}
