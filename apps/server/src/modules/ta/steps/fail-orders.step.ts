import { sql } from 'drizzle-orm';
import { LEDGER_ORDER_CONFLICT, LEDGER_RETURNING, holdingUpsertCte } from '../../ledger/ledger.public.ts';
import { FAIL_REASONS, fundRefusalSql, sqlText } from '../fail-reasons.ts';
import {
  AMOUNT_ORDER_CODES,
  CONVERT_CODES,
  DIVIDEND_METHOD_CODES,
  P_NOW,
  P_T,
  REDEEM_CODES,
  SUBSCRIBE_CODES,
  SUBSCRIBE_STATUSES,
  codeList,
  countOf,
  ofCustomerPart,
  paramsCte,
  REGISTRAR_SUCCESS_CODE,
  type TaStep,
} from '../ta-step.ts';

const r = sqlText;
const SHARE_CODES = [...REDEEM_CODES, ...CONVERT_CODES];

// Pending orders of T that cannot be confirmed (no NAV for T, the fund closed or suspended for the
// order's side, shares short, nothing to change) fail with the reason, and the shares frozen for
// them are released by an unfreeze ledger row.
export const failOrdersStep: TaStep = {
  name: 'fail_orders',
  label: '无法确认的订单置为失败',
  // A fund's refusals are read by every part; the share orders are measured against their customer's holding.
  byCustomer: true,
  run: (tx, context) =>
    countOf(
      tx,
      sql`with ${paramsCte(context)}, ${sql.raw(`
      -- What each fund refuses on T, worked out once per fund: an order of an amount can fail only for its fund (or
      -- its NAV), so only the orders of a fund that refuses something are read for it, and the holdings are looked up
      -- for the share and dividend-method orders alone.
      fund_day as materialized (
        select f.code,
          case when f.state <> '1' then ${r(FAIL_REASONS.fundStopped)}
               when f.status not in ${codeList(SUBSCRIBE_STATUSES)} then ${r(FAIL_REASONS.notRaising)} end as subscribe_reason,
          coalesce(${fundRefusalSql('f', 'buy')}, case when n.unit_nav is null then ${r(FAIL_REASONS.navMissing)} end) as buy_reason,
          coalesce(${fundRefusalSql('f', 'sell')}, case when n.unit_nav is null then ${r(FAIL_REASONS.navMissing)} end) as sell_reason,
          -- As the target of a conversion.
          case when ${fundRefusalSql('f', 'buy')} is not null then ${r(FAIL_REASONS.targetRefused)}
               when n.unit_nav is null then ${r(FAIL_REASONS.targetNavMissing)} end as target_reason
        from fund f
        left join nav n on n.fund_code = f.code and n.nav_date = ${P_T}
      ),
      amount_candidate as (
        select o.id, case when o.business_code in ${codeList(SUBSCRIBE_CODES)} then fd.subscribe_reason else fd.buy_reason end as reason
        from fund_day fd
        join trade_order o on o.fund_code = fd.code
        where (fd.subscribe_reason is not null or fd.buy_reason is not null)
          and o.status = '9' and o.trade_date = ${P_T} and o.business_code in ${codeList(AMOUNT_ORDER_CODES)}
          and (o.payment_status is null or o.payment_status <> 'awaiting') and ${ofCustomerPart(context, 'o.customer_id')}
      ),
      -- The share orders of each holding in order, with the shares asked for up to each of them.
      share_candidate as (
        select o.id, coalesce(
            fd.sell_reason,
            case when o.business_code in ${codeList(CONVERT_CODES)} then
              case when tf.code is null then ${r(FAIL_REASONS.targetRefused)} else tf.target_reason end end,
            case when h.shares is null or o.shares is null
                   or sum(o.shares) over (partition by o.customer_id, o.fund_code order by o.placed_at, o.id) > h.shares
                 then ${r(FAIL_REASONS.insufficientShares)} end) as reason
        from trade_order o
        join fund_day fd on fd.code = o.fund_code
        left join fund_day tf on tf.code = o.target_fund_code
        left join holding h on h.customer_id = o.customer_id and h.fund_code = o.fund_code
        where o.status = '9' and o.trade_date = ${P_T} and o.business_code in ${codeList(SHARE_CODES)}
          and (o.payment_status is null or o.payment_status <> 'awaiting') and ${ofCustomerPart(context, 'o.customer_id')}
      ),
      dividend_method_candidate as (
        select o.id,
          case when h.customer_id is null then ${r(FAIL_REASONS.noHolding)}
               when o.dividend_method is null or o.dividend_method not in ('0', '1') then ${r(FAIL_REASONS.badDividendMethod)} end as reason
        from trade_order o
        join fund f on f.code = o.fund_code
        left join holding h on h.customer_id = o.customer_id and h.fund_code = o.fund_code
        where o.status = '9' and o.trade_date = ${P_T} and o.business_code in ${codeList(DIVIDEND_METHOD_CODES)}
          and (o.payment_status is null or o.payment_status <> 'awaiting') and ${ofCustomerPart(context, 'o.customer_id')}
      ),
      ${
        context.registrar
          ? // Exchange mode: the registrar refused these, with its return code's text.
            `candidate as (
        select o.id, ec.return_text as reason
        from trade_order o join exchange_confirmation ec on ec.order_id = o.id and ec.return_code <> '${REGISTRAR_SUCCESS_CODE}'
        where o.status = '9' and o.trade_date = ${P_T} and ${ofCustomerPart(context, 'o.customer_id')}
      ),`
          : `candidate as (
        select * from amount_candidate union all select * from share_candidate union all select * from dividend_method_candidate
      ),`
      }
      failing as materialized (select c.id, c.reason from candidate c where c.reason is not null),
      -- The failing orders are found by key, not by hashing every order of the day (nearly all of them are confirmed).
      failed as (
        update trade_order t set status = '0', fail_reason = c.reason, updated_at = ${P_NOW}
        from failing c where t.id = any(array(select id from failing)) and t.id = c.id and t.status = '9'
        returning t.id
      ),
      still_frozen as (
        select l.order_id, l.customer_id, l.fund_code, sum(l.frozen) as frozen
        from share_ledger l join failed f on f.id = l.order_id
        group by l.order_id, l.customer_id, l.fund_code having sum(l.frozen) > 0
      ),
      led as (
        insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
        select s.customer_id, s.fund_code, 'unfreeze', 0, -s.frozen, 0, s.order_id, ${P_T}, ${P_NOW} from still_frozen s
        ${LEDGER_ORDER_CONFLICT} ${LEDGER_RETURNING}
      ),
      applied as (select l.*, null::text as tradeacco, null::text as charge_type from led l),
      ${holdingUpsertCte('hold', 'applied', P_NOW)}
      select count(*)::int as n from failed`)}`,
    ),
};
