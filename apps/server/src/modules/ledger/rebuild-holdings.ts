import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';

export interface RebuildResult {
  holdings: number;
  lots: number;
}

function rowCount(result: unknown): number {
  if (Array.isArray(result)) return (result as { count?: number }).count ?? result.length;
  const r = result as { affectedRows?: number; rows?: unknown[] };
  return r.affectedRows ?? r.rows?.length ?? 0;
}

// Recomputes holdings (shares, frozen, cost) and the purchase lots of one customer, or of everyone,
// from share_ledger alone, in one transaction. The dividend method and the card of an existing holding
// are settings rather than share movements and stay; a holding the rebuild creates takes the latest
// confirmed dividend-method change (or the fund's default) and the card of its first order.
// Lots: every row adding shares is a lot; the shares removed are taken from the oldest lots first.
export async function rebuildHoldings(executor: DbExecutor, customerId?: string, now: Date = new Date()): Promise<RebuildResult> {
  const scope = (alias: string): SQL => (customerId ? sql`${sql.raw(alias)}.customer_id = ${customerId}::uuid` : sql`true`);
  return executor.transaction(async (tx) => {
    const upserted = await tx.execute(sql`
      with agg as (
        select l.customer_id, l.fund_code, sum(l.shares) as shares, sum(l.frozen) as frozen, sum(l.cost) as cost,
               min(l.effective_date) as first_date,
               (array_agg(o.tradeacco order by l.id) filter (where o.tradeacco is not null))[1] as tradeacco
        from share_ledger l left join trade_order o on o.id = l.order_id
        where ${scope('l')}
        group by l.customer_id, l.fund_code
      ), method as (
        select distinct on (o.customer_id, o.fund_code) o.customer_id, o.fund_code, o.dividend_method
        from trade_order o
        where o.business_code = '029' and o.status = '1' and o.dividend_method is not null and ${scope('o')}
        order by o.customer_id, o.fund_code, o.trade_date desc, o.placed_at desc
      )
      insert into holding (customer_id, fund_code, shares, frozen, cost, dividend_method, tradeacco, first_date, updated_at)
      select a.customer_id, a.fund_code, a.shares, a.frozen, a.cost, coalesce(m.dividend_method, f.default_dividend_method),
             a.tradeacco, a.first_date, ${now.toISOString()}::timestamptz
      from agg a join fund f on f.code = a.fund_code
      left join method m on m.customer_id = a.customer_id and m.fund_code = a.fund_code
      on conflict (customer_id, fund_code) do update set
        shares = excluded.shares, frozen = excluded.frozen, cost = excluded.cost,
        first_date = excluded.first_date, updated_at = excluded.updated_at
      where (holding.shares, holding.frozen, holding.cost, holding.first_date)
        is distinct from (excluded.shares, excluded.frozen, excluded.cost, excluded.first_date)
      returning 1`);
    const zeroed = await tx.execute(sql`
      update holding h set shares = 0, frozen = 0, cost = 0, updated_at = ${now.toISOString()}::timestamptz
      where ${scope('h')} and (h.shares, h.frozen, h.cost) <> (0, 0, 0)
        and not exists (select 1 from share_ledger l where l.customer_id = h.customer_id and l.fund_code = h.fund_code)
      returning 1`);
    await tx.execute(sql`delete from share_lot s where ${scope('s')}`);
    const lots = await tx.execute(sql`
      with added as (
        select l.id, l.customer_id, l.fund_code, l.order_id, l.effective_date, coalesce(o.charge_type, 'A') as charge_type, l.shares,
               sum(l.shares) over (partition by l.customer_id, l.fund_code order by l.effective_date, l.id) as cum_end
        from share_ledger l left join trade_order o on o.id = l.order_id
        where l.shares > 0 and ${scope('l')}
      ), used as (
        select l.customer_id, l.fund_code, -sum(l.shares) as used
        from share_ledger l where l.shares < 0 and ${scope('l')}
        group by l.customer_id, l.fund_code
      )
      insert into share_lot (customer_id, fund_code, order_id, acquired_date, charge_type, shares, remaining)
      select a.customer_id, a.fund_code, a.order_id, a.effective_date, a.charge_type, a.shares,
             least(a.shares, greatest(0, a.cum_end - coalesce(u.used, 0)))
      from added a left join used u on u.customer_id = a.customer_id and u.fund_code = a.fund_code
      order by a.effective_date, a.id
      returning 1`);
    return { holdings: rowCount(upserted) + rowCount(zeroed), lots: rowCount(lots) };
  });
}
