import { sql } from 'drizzle-orm';
import { holdingUpsertCte, lotInsertCte } from '../../ledger/ledger.public.ts';
import { purchaseFeeSql, purchaseTiersCte, sqlPurchaseShares } from '../sql-rounding.ts';
import {
  AMOUNT_ORDER_CODES,
  PAR_NAV,
  P_NOW,
  P_T,
  SUBSCRIBE_CODES,
  codeList,
  countOf,
  registrarConfirmationJoin,
  offsetDate,
  ofCustomerPart,
  paramsCte,
  type TaStep,
} from '../ta-step.ts';

// Subscriptions, purchases and plan deductions of T at NAV(T) (subscriptions at par).
// The fee is the one quoted when the order was placed (the customer agreed to it, and the quote
// used the same rule and the fund's tiers of that day); an order carrying no quote (e.g. placed
// by an older client) gets the quote rule recomputed here in SQL with the same rounding.
// Shares = trunc((amount − fee) / NAV, 2); the cost of the holding grows by the whole amount.
// In exchange mode the NAV, fee, shares and confirmation date are the registrar's, for the orders it confirmed.
export const confirmPurchasesStep: TaStep = {
  name: 'confirm_purchases',
  label: '认购/申购/定投确认',
  byCustomer: true,
  run: (tx, context) => {
    const registrar = context.registrar === true;
    return countOf(
      tx,
      sql`with ${paramsCte(context)}, ${sql.raw(`
      pending as (
        select o.id, o.customer_id, o.fund_code, o.amount, o.tradeacco, o.charge_type, o.quoted_fee, f.confirm_days, f.purchase_discount,
          ${
            registrar
              ? 'ec.nav, ec.fee as registrar_fee, ec.confirmed_shares as registrar_shares, ec.confirm_date as registrar_confirm_date,'
              : `case when o.business_code in ${codeList(SUBSCRIBE_CODES)} then ${PAR_NAV}::numeric else n.unit_nav end as nav,`
          }
          case when o.business_code in ${codeList(SUBSCRIBE_CODES)} then 'subscription' else 'purchase' end as fee_kind
        from trade_order o
        join fund f on f.code = o.fund_code
        ${registrarConfirmationJoin(context, 'o.id')}
        left join nav n on n.fund_code = o.fund_code and n.nav_date = o.trade_date
        where o.status = '9' and o.trade_date = ${P_T} and o.business_code in ${codeList(AMOUNT_ORDER_CODES)}
          and o.amount is not null and (o.payment_status is null or o.payment_status = 'paid')
          and ${ofCustomerPart(context, 'o.customer_id')}
      ),
      ${purchaseTiersCte('tier', 'pending', registrar ? 'false' : 's.quoted_fee is null and s.nav is not null')},
      quoted as (
        select p.*, ${registrar ? 'p.registrar_fee' : `coalesce(p.quoted_fee, ${purchaseFeeSql('tier', 'p.amount', 'p.purchase_discount', 'p.charge_type')})`} as fee
        from pending p left join tier on tier.id = p.id
        where p.nav is not null
      ),
      priced as (
        select q.*, ${registrar ? 'q.registrar_shares' : sqlPurchaseShares('q.amount', 'q.fee', 'q.nav')} as shares,
          ${registrar ? 'q.registrar_confirm_date' : offsetDate('q.confirm_days')} as confirm_date
        from quoted q
      ),
      -- Every priced order is confirmed: pending orders have no confirmation yet (the primary key
      -- would refuse a second), so the writes below read priced and nothing reads them back.
      conf as (
        insert into trade_confirmation (order_id, customer_id, nav, fee, shares_in, amount, confirm_date, confirmed_at)
        select p.id, p.customer_id, p.nav, p.fee, p.shares, p.amount - p.fee, p.confirm_date, ${P_NOW} from priced p
        order by p.id
      ),
      led as (
        insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
        select p.customer_id, p.fund_code, 'purchase', p.shares, 0, p.amount, p.id, ${P_T}, ${P_NOW}
        from priced p
        order by p.customer_id, p.fund_code, p.id
      ),
      -- The ledger rows as written (lots are numbered in the same order, so lots and ledger ids agree).
      applied as (
        select p.id, p.customer_id, p.fund_code, p.id as order_id, p.shares, 0::numeric as frozen, p.amount as cost,
          ${P_T} as effective_date, p.tradeacco, p.charge_type
        from priced p
      ),
      ${holdingUpsertCte('hold', 'applied', P_NOW)},
      ${lotInsertCte('lots', 'applied')},
      done as (
        update trade_order t set status = '1', updated_at = ${P_NOW},
          expected_confirm_date = coalesce(t.expected_confirm_date, p.confirm_date)
        from priced p
        where t.id = p.id
      )
      select count(*)::int as n from priced`)}`,
    );
  },
};
