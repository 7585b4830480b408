import { sql } from 'drizzle-orm';
import { P_NOW, P_T, countOf, paramsCte, type TaStep } from '../ta-step.ts';

// 快速取现 advances of T's orders: a confirmed redemption's proceeds repay the advance (its confirmation's
// arrival is the day the money was paid, not T+n); a failed one leaves it unrecovered for operations.
export const instantAdvancesStep: TaStep = {
  name: 'settle_instant_advances',
  label: '快速取现垫资结算',
  run: (tx, context) =>
    countOf(
      tx,
      sql`with ${paramsCte(context)}, ${sql.raw(`
      done as (
        select a.order_id, o.status, c.amount, a.advance_date
        from instant_advance a
        join trade_order o on o.id = a.order_id
        left join trade_confirmation c on c.order_id = a.order_id
        where a.status = 'open' and o.trade_date = ${P_T} and o.status in ('1', '0')
      ),
      arrival as (
        update trade_confirmation c set arrival_date = d.advance_date
        from done d where c.order_id = d.order_id and d.status = '1'
        returning c.order_id
      ),
      settled as (
      update instant_advance a
      set status = case when d.status = '1' then 'settled' else 'unrecovered' end,
        settled_amount = case when d.status = '1' then d.amount end,
        settled_at = ${P_NOW}
      from done d
      where a.order_id = d.order_id and (d.status = '0' or d.order_id in (select order_id from arrival))
      returning a.order_id)
      select count(*) as n from settled`)}`,
    ),
};
