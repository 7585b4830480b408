import { sqlFen } from '../sql-rounding.ts';
import { AMOUNT_ORDER_CODES, CONVERT_CODES, P_PREV, P_T, REDEEM_CODES, codeList } from '../ta-step.ts';

// The pieces of THE daily income rule (daily-income.step.ts states it) that the batch's step and the
// reconciliation (modules/reconciliation) share, so that the check recomputes income by the batch's
// own rule. They read T and the previous trading day from the statement's params CTE (P_T, P_PREV).

// confirmed, flows, flow: the money in and out of each (customer, fund) on T, of the customers `ofCustomers` keeps
// (a predicate on a customer_id column; all by default).
export function incomeFlowCtes(ofCustomers: (column: string) => string = () => 'true'): string {
  return `
      -- Orders of T with a confirmation are the confirmed ones; no filter on status, whose statistics
      -- still say "all pending" after the batch has just confirmed them (the planner would then
      -- expect one row and probe the confirmations one order at a time).
      confirmed as (
        select o.customer_id, o.fund_code, o.target_fund_code, o.business_code, o.amount as order_amount, c.amount
        from trade_order o join trade_confirmation c on c.order_id = o.id
        where o.trade_date = ${P_T} and ${ofCustomers('o.customer_id')}
      ),
      flows as (
        select customer_id, fund_code, order_amount as money_in, 0::numeric as money_out
        from confirmed where business_code in ${codeList(AMOUNT_ORDER_CODES)}
        union all
        select customer_id, fund_code, 0, amount from confirmed where business_code in ${codeList([...REDEEM_CODES, ...CONVERT_CODES])}
        union all
        select customer_id, target_fund_code, amount, 0 from confirmed where business_code in ${codeList(CONVERT_CODES)}
        union all
        select customer_id, fund_code, 0, amount from dividend_payment
        where ex_date = ${P_T} and method = '1' and ${ofCustomers('customer_id')}
      ),
      flow as (
        select customer_id, fund_code, sum(money_in) as money_in, sum(money_out) as money_out from flows group by customer_id, fund_code
      )`;
}

// fund_nav: every fund with a NAV on T, its NAV of the latest earlier NAV date and (money funds) the
// sum of 万份收益 of the natural days after the previous trading day up to T.
export function incomeFundNavCte(): string {
  return `
      -- Materialized: inlined into the join below, its two subqueries would run once per holding
      -- instead of once per fund.
      fund_nav as materialized (
        select f.code, f.is_money_fund, n.unit_nav as nav_t,
          (select p.unit_nav from nav p where p.fund_code = f.code and p.nav_date < ${P_T} and p.unit_nav is not null
           order by p.nav_date desc limit 1) as nav_prev,
          (select sum(i.income_per_10k) from nav i where i.fund_code = f.code and i.nav_date > ${P_PREV} and i.nav_date <= ${P_T}) as income_10k
        from fund f join nav n on n.fund_code = f.code and n.nav_date = ${P_T}
        where n.unit_nav is not null
      )`;
}

// The income of one holding on T: `position` has shares_t (end of T, before the day's carry) and
// shares_prev (end of the previous trading day), `fundNav` a fund_nav row, `flow` a flow row (or nulls).
export function incomeSql(position: string, fundNav: string, flow: string): string {
  return `case when ${fundNav}.is_money_fund then ${sqlFen(`${position}.shares_prev * coalesce(${fundNav}.income_10k, 0) / 10000`)}
               else ${sqlFen(`${position}.shares_t * ${fundNav}.nav_t`)} - ${sqlFen(`${position}.shares_prev * coalesce(${fundNav}.nav_prev, ${fundNav}.nav_t)`)}
                    - coalesce(${flow}.money_in, 0) + coalesce(${flow}.money_out, 0) end`;
}

// The shares a money fund's positive income carries into the holding on T (收益结转); 0 otherwise.
export const incomeCarrySql = (isMoneyFund: string, income: string): string =>
  `case when ${isMoneyFund} and ${income} > 0 then ${income} else 0 end`;
