// SQL fragments that keep the derived tables in step with share_ledger inside the statement that
// appends the ledger rows. `source` names a CTE (or subquery) of the ledger rows just written, with
// the columns id, customer_id, fund_code, order_id, shares, frozen, cost, effective_date, plus
// tradeacco and charge_type (null where unknown). Because the source is the RETURNING of the ledger
// insert, a row the unique index refused (a rerun) never reaches the holding or the lots.

// Sums per (customer, fund): one holding row is written once per statement, whatever mix of kinds
// (conversion out of one fund and into another, freeze and unfreeze) the statement carries.
// Existing holdings are updated and missing ones inserted by two separate CTEs: PostgreSQL checks
// CHECK constraints on a proposed row before ON CONFLICT looks for the existing one, so a delta
// that removes shares cannot go through INSERT … ON CONFLICT DO UPDATE. The insert takes the keys
// the update did not reach, from its RETURNING: no second look-up in holding per row.
export function holdingUpsertCte(name: string, source: string, nowParam: string): string {
  return `${name}_delta as (
    select d.customer_id, d.fund_code, sum(d.shares) as shares, sum(d.frozen) as frozen, sum(d.cost) as cost,
           max(d.tradeacco) as tradeacco, min(d.effective_date) as first_date
    from ${source} d group by d.customer_id, d.fund_code
  ),
  ${name}_updated as (
    update holding h set
      shares = h.shares + d.shares, frozen = h.frozen + d.frozen, cost = h.cost + d.cost,
      tradeacco = coalesce(h.tradeacco, d.tradeacco), first_date = coalesce(h.first_date, d.first_date),
      updated_at = ${nowParam}
    from ${name}_delta d
    where h.customer_id = d.customer_id and h.fund_code = d.fund_code
    returning h.customer_id, h.fund_code
  ),
  ${name} as (
    insert into holding (customer_id, fund_code, shares, frozen, cost, dividend_method, tradeacco, first_date, updated_at)
    select d.customer_id, d.fund_code, d.shares, d.frozen, d.cost, f.default_dividend_method, d.tradeacco, d.first_date, ${nowParam}
    from ${name}_delta d join fund f on f.code = d.fund_code
    where not exists (select 1 from ${name}_updated u where u.customer_id = d.customer_id and u.fund_code = d.fund_code)
    order by d.customer_id, d.fund_code
    returning 1
  )`;
}

// Every ledger row that adds shares opens a purchase lot (FIFO for holding-period redemption fees),
// numbered within each holding in ledger order (d.id) so that lots of one day are consumed in the order they were
// written. Holding by holding, in key order: the lots' holding index grows page by page, not by scattered inserts
// (the primary key grows at its end whatever the order).
export function lotInsertCte(name: string, source: string): string {
  return `${name} as (
    insert into share_lot (customer_id, fund_code, order_id, acquired_date, charge_type, shares, remaining)
    select d.customer_id, d.fund_code, d.order_id, d.effective_date, coalesce(d.charge_type, 'A'), d.shares, d.shares
    from ${source} d where d.shares > 0
    order by d.customer_id, d.fund_code, d.id
    returning 1
  )`;
}

// The unique index share_ledger(order_id, kind, effective_date) where order_id is not null (the ledger is
// partitioned by month of effective_date, so its keys hold it; every writer sets it from the trade date
// of its run, so a rerun proposes the same key). The confirmation steps
// write their purchase / redeem / convert rows (and the confirmations) without it: only orders still
// pending reach those inserts, the same statement sets them confirmed, those kinds are written
// nowhere else, the unique keys still refuse a second row, and a speculative insert costs about a
// third more than a plain one.
export const LEDGER_ORDER_CONFLICT = 'on conflict (order_id, kind, effective_date) where order_id is not null do nothing';
// The unique index share_ledger(kind, ref, effective_date) where ref is not null.
export const LEDGER_REF_CONFLICT = 'on conflict (kind, ref, effective_date) where ref is not null do nothing';
export const LEDGER_RETURNING = 'returning id, customer_id, fund_code, order_id, shares, frozen, cost, effective_date';
