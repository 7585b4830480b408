import { sql, type SQL } from 'drizzle-orm';
import { holdingUpsertCte, lotInsertCte } from '../../ledger/ledger.public.ts';
import { backEndTierJoin, sqlBackEndFee, sqlExactDiv, sqlFen, sqlGross, sqlShares } from '../sql-rounding.ts';
import {
  CONVERT_CODES,
  P_NOW,
  P_T,
  REDEEM_CODES,
  codeList,
  offsetDate,
  ofCustomerPart,
  paramsCte,
  registrarConfirmationJoin,
  type TaStepContext,
} from '../ta-step.ts';

// Redemptions and conversions take shares out of a holding at NAV(T):
// - the orders of one holding are lined up (placed_at, id) as ranges [start, end) of shares, the
//   holding's lots (acquired_date, id) as ranges of their remaining shares; where they overlap the
//   order takes those shares from that lot (FIFO, with window sums instead of a loop);
// - the fee is charged per lot by its holding days (T − acquired date, calendar days) from
//   fund_redemption_tier: round(round(lot shares × NAV, 2) × rate, 2), summed;
// - lots bought with the back-end charge (B) also pay it now: backEndFee of domain/money/fees.ts,
//   round(round(lot shares × the NAV they were bought at, 2) × the rate of their holding years, 2),
//   kept apart in back_end_fee and included in fee (the fare quote shows the same lots and fees);
// - gross = round(shares × NAV, 2) and the money out is gross − fee;
// - the cost leaves in proportion, telescoped over the ranges so that a full exit takes all of it;
// - the shares frozen for the order (its freeze ledger rows) are released in the same ledger row.
// A conversion then buys the target fund with the money out at the target's NAV(T), without a
// further fee (the conversion fee is the source's redemption fee), carrying the cost over.
// In exchange mode the registrar's confirmation is the book of record: the shares it confirmed (fewer than asked for
// after a partial confirmation) leave the lots as above, at its NAV, with its fee and amount (and, for a conversion,
// the target shares and NAV it confirmed); the whole freeze is released.
export function shareOrdersStatement(context: TaStepContext, kind: 'redeem' | 'convert'): SQL {
  const convert = kind === 'convert';
  const registrar = context.registrar === true;
  const asked = registrar ? 'coalesce(ec.confirmed_shares, o.shares)' : 'o.shares';
  const codes = codeList(convert ? CONVERT_CODES : REDEEM_CODES);
  const holdingDays = `(${P_T} - a.acquired_date)`;
  return sql`with ${paramsCte(context)}, ${sql.raw(`
  pending as (
    select o.id, o.customer_id, o.fund_code, o.target_fund_code, ${asked} as shares, o.charge_type, ${registrar ? 'ec.nav' : 'n.unit_nav'} as nav,
      f.confirm_days, f.redemption_arrival_days, h.shares as held, h.cost as held_cost, h.tradeacco,
      ${convert ? `${registrar ? 'ec.target_nav' : 'tn.unit_nav'} as target_nav, tf.confirm_days as target_confirm_days,` : ''}
      ${registrar ? 'ec.fee as registrar_fee, ec.confirmed_amount as registrar_amount, ec.target_shares as registrar_target_shares, ec.confirm_date as registrar_confirm_date,' : ''}
      sum(${asked}) over w - ${asked} as o_start, sum(${asked}) over w as o_end
    from trade_order o
    join fund f on f.code = o.fund_code
    ${registrar ? registrarConfirmationJoin(context, 'o.id') : 'join nav n on n.fund_code = o.fund_code and n.nav_date = o.trade_date'}
    join holding h on h.customer_id = o.customer_id and h.fund_code = o.fund_code
    ${convert ? `join fund tf on tf.code = o.target_fund_code ${registrar ? '' : 'join nav tn on tn.fund_code = o.target_fund_code and tn.nav_date = o.trade_date'}` : ''}
    where o.status = '9' and o.trade_date = ${P_T} and o.business_code in ${codes} and o.shares is not null
      and ${ofCustomerPart(context, 'o.customer_id')}
    window w as (partition by o.customer_id, o.fund_code order by o.placed_at, o.id)
  ),
  lot as (
    -- The NAV a back-end lot was bought at, looked up for those lots alone (not a hash of every confirmation).
    select l.id, l.customer_id, l.fund_code, l.acquired_date, l.charge_type,
      case when l.charge_type = 'B' then (select bc.nav from trade_confirmation bc where bc.order_id = l.order_id) end as bought_nav,
      sum(l.remaining) over lw - l.remaining as l_start, sum(l.remaining) over lw as l_end
    from share_lot l
    where l.remaining > 0 and (l.customer_id, l.fund_code) in (select customer_id, fund_code from pending)
    window lw as (partition by l.customer_id, l.fund_code order by l.acquired_date, l.id)
  ),
  alloc as (
    select p.id as order_id, lot.id as lot_id, lot.acquired_date, lot.charge_type, lot.bought_nav, p.fund_code, p.nav,
      least(p.o_end, lot.l_end) - greatest(p.o_start, lot.l_start) as taken
    from pending p join lot on lot.customer_id = p.customer_id and lot.fund_code = p.fund_code
    where least(p.o_end, lot.l_end) > greatest(p.o_start, lot.l_start)
  ),
  lot_fee as (
    select a.order_id, sum(${sqlFen(`${sqlGross('a.taken', 'a.nav')} * coalesce(t.rate, 0)`)}) as fee,
      sum(case when a.charge_type = 'B' then ${sqlBackEndFee('a.taken', 'coalesce(a.bought_nav, a.nav)', 'coalesce(be.rate, 0)')} end) as back_end_fee
    from alloc a
    left join fund_redemption_tier t on t.fund_code = a.fund_code
      and ${holdingDays} >= t.min_days and (t.max_days is null or ${holdingDays} < t.max_days)
    ${backEndTierJoin('be', 'a.fund_code', holdingDays, "a.charge_type = 'B'")}
    group by a.order_id
  ),
  frozen as (
    select l.order_id, sum(l.frozen) as frozen from share_ledger l
    where l.order_id in (select id from pending) group by l.order_id
  ),
  priced as (
    select p.*,
      ${
        registrar
          ? 'p.registrar_amount as amount_out, p.registrar_fee as fee, null::numeric as back_end_fee,'
          : `${sqlGross('p.shares', 'p.nav')} - coalesce(lf.fee, 0) - coalesce(lf.back_end_fee, 0) as amount_out,
      coalesce(lf.fee, 0) + coalesce(lf.back_end_fee, 0) as fee, lf.back_end_fee,`
      }
      greatest(coalesce(fz.frozen, 0), 0) as release,
      case when p.held > 0 then ${sqlFen('p.held_cost * p.o_end / p.held')} - ${sqlFen('p.held_cost * p.o_start / p.held')} else 0 end as cost_out
    from pending p left join lot_fee lf on lf.order_id = p.id left join frozen fz on fz.order_id = p.id
  ),
  ${
    convert
      ? `bought as (select p.*, ${registrar ? 'p.registrar_target_shares' : sqlShares(sqlExactDiv('p.amount_out', 'p.target_nav'))} as shares_in from priced p),`
      : 'bought as (select p.* from priced p),'
  }
  -- Every order of bought is confirmed (as in confirm-purchases.step.ts: nothing reads the writes back).
  conf as (
    insert into trade_confirmation (order_id, customer_id, nav, fee, back_end_fee, shares_out, amount, confirm_date, arrival_date, confirmed_at
      ${convert ? ', shares_in, target_nav' : ''})
    select b.id, b.customer_id, b.nav, b.fee, b.back_end_fee, b.shares, b.amount_out,
      ${registrar ? 'b.registrar_confirm_date' : convert ? offsetDate('greatest(b.confirm_days, b.target_confirm_days)') : offsetDate('b.confirm_days')},
      ${convert ? 'null' : offsetDate('b.redemption_arrival_days')}, ${P_NOW}
      ${convert ? ', b.shares_in, b.target_nav' : ''}
    from bought b
  ),
  -- The ledger rows (written in this order, so that lots and ledger ids agree).
  applied as (
    select b.id, b.customer_id, b.fund_code, b.id as order_id, '${convert ? 'convert_out' : 'redeem'}' as kind, -b.shares as shares,
      -b.release as frozen, -b.cost_out as cost, ${P_T} as effective_date, null::text as tradeacco, b.charge_type, 0 as leg
    from bought b
    ${
      convert
        ? `union all
    select b.id, b.customer_id, b.target_fund_code, b.id, 'convert_in', b.shares_in, 0, b.cost_out, ${P_T}, b.tradeacco, b.charge_type, 1
    from bought b`
        : ''
    }
  ),
  led as (
    insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
    select a.customer_id, a.fund_code, a.kind, a.shares, a.frozen, a.cost, a.order_id, a.effective_date, ${P_NOW}
    from applied a order by a.id, a.leg
  ),
  ${holdingUpsertCte('hold', 'applied', P_NOW)},
  ${lotInsertCte('lots', 'applied')},
  used as (
    update share_lot s set remaining = s.remaining - u.taken
    from (select a.lot_id, sum(a.taken) as taken from alloc a group by a.lot_id) u
    where s.id = u.lot_id
  ),
  done as (
    update trade_order t set status = '1', updated_at = ${P_NOW}
      ${convert ? '' : `, expected_arrival_date = coalesce(t.expected_arrival_date, ${offsetDate('b.redemption_arrival_days')})`}
    from bought b
    where t.id = b.id
  )
  select count(*)::int as n from bought`)}`;
}
