import { sql } from 'drizzle-orm';
import {
  DIVIDEND_METHOD_CODES,
  P_NOW,
  P_T,
  codeList,
  countOf,
  offsetDate,
  paramsCte,
  registrarConfirmationJoin,
  type TaStep,
} from '../ta-step.ts';

// Dividend-method changes (029) of T: the holding takes the method of the customer's latest order
// of the day; every such order is confirmed (those without a holding failed in fail_orders). In exchange mode, those
// the registrar confirmed.
export const dividendMethodsStep: TaStep = {
  name: 'dividend_methods',
  label: '修改分红方式确认',
  run: (tx, context) =>
    countOf(
      tx,
      sql`with ${paramsCte(context)}, ${sql.raw(`
      pending as (
        select o.id, o.customer_id, o.fund_code, o.dividend_method, o.placed_at, f.confirm_days
        from trade_order o
        join fund f on f.code = o.fund_code
        join holding h on h.customer_id = o.customer_id and h.fund_code = o.fund_code
        ${registrarConfirmationJoin(context, 'o.id')}
        where o.status = '9' and o.trade_date = ${P_T} and o.business_code in ${codeList(DIVIDEND_METHOD_CODES)}
          and o.dividend_method in ('0', '1')
      ),
      latest as (
        select distinct on (customer_id, fund_code) customer_id, fund_code, dividend_method
        from pending order by customer_id, fund_code, placed_at desc, id desc
      ),
      changed as (
        update holding h set dividend_method = l.dividend_method, updated_at = ${P_NOW}
        from latest l where h.customer_id = l.customer_id and h.fund_code = l.fund_code and h.dividend_method <> l.dividend_method
        returning 1
      ),
      conf as (
        insert into trade_confirmation (order_id, customer_id, confirm_date, confirmed_at)
        select p.id, p.customer_id, ${offsetDate('p.confirm_days')}, ${P_NOW} from pending p
        on conflict (order_id) do nothing
        returning order_id
      ),
      done as (
        update trade_order t set status = '1', updated_at = ${P_NOW}
        from conf c where t.id = c.order_id
        returning 1
      )
      select count(*)::int as n from conf`)}`,
    ),
};
