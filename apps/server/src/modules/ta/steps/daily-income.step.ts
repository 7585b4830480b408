import { sql } from 'drizzle-orm';
import { LEDGER_REF_CONFLICT, LEDGER_RETURNING, holdingUpsertCte, lotInsertCte } from '../../ledger/ledger.public.ts';
import { sqlFen } from '../sql-rounding.ts';
import { P_NOW, P_T, countOf, ofCustomerPart, paramsCte, type TaStep } from '../ta-step.ts';
import { incomeCarrySql, incomeFlowCtes, incomeFundNavCte, incomeSql } from './daily-income-rule.ts';

// THE definition of a holding's income on trading day T (the assets pages read daily_income):
//   income(T) = MV(T) − MV(T−1) − money in on T + money out on T
// with MV(d) = round(shares held at the end of d × NAV(d), 2), T−1 the previous trading day (its
// latest NAV), money in = the gross amounts of purchases / subscriptions / plan deductions of trade
// date T and the money a conversion brings into the target fund, money out = redemption and
// conversion proceeds (after fees) and cash dividends with ex-date T. Fees are therefore a loss of
// the day they are paid, and a dividend is income whether paid in cash or reinvested.
// Money funds (NAV 1.0000): income = round(shares held at the end of T−1 × the sum of 万份收益 of the
// natural days after T−1 up to T / 10000, 2), so Monday carries the weekend. A positive income is
// carried into the holding as shares on T (收益结转): a share_ledger row of kind income_carry (ref
// carry:<fund>:<T>:<customer>, cost 0, so the holding's income includes it), a lot, holding.shares;
// the row's shares and market value at the end of T include it, and T+1 earns on it. A negative day
// takes no shares (it is rare, and funds net it against later income).
// Written for every holding with shares at the end of T or money moving on T; funds without a NAV
// for T get no row. A carry is written only with its newly written income row, in this statement.
// The rule's SQL pieces live in daily-income-rule.ts, which the reconciliation recomputes income with.
export const dailyIncomeStep: TaStep = {
  name: 'daily_income',
  label: '每日收益',
  byCustomer: true,
  run: (tx, context) =>
    countOf(
      tx,
      sql`with ${paramsCte(context)}, ${sql.raw(`
      ${incomeFlowCtes((column) => ofCustomerPart(context, column))},
      -- The day's ledger movements and money flows of each holding, summed in one pass (the flow CTE of
      -- daily-income-rule.ts is the same sum over flows alone; one grouping of a million holdings instead of two).
      moved as (
        select customer_id, fund_code,
          coalesce(sum(shares) filter (where effective_date > ${P_T}), 0) as after_t,
          coalesce(sum(shares) filter (where effective_date = ${P_T} and kind <> 'income_carry'), 0) as on_t,
          coalesce(sum(shares) filter (where effective_date = ${P_T} and kind = 'income_carry'), 0) as carried_t,
          sum(money_in) filter (where kind is null) as money_in, sum(money_out) filter (where kind is null) as money_out,
          bool_or(kind is null) as has_flow
        from (
          select customer_id, fund_code, shares, effective_date, kind, null::numeric as money_in, null::numeric as money_out
          from share_ledger where effective_date >= ${P_T} and ${ofCustomerPart(context, 'customer_id')}
          union all
          select customer_id, fund_code, null, null, null, money_in, money_out from flows
        ) x
        group by customer_id, fund_code
      ),
      ${incomeFundNavCte()},
      -- shares_t: at the end of T before the day's income carry (a rerun finds it in the ledger).
      position as (
        select h.customer_id, h.fund_code, h.shares - coalesce(m.after_t, 0) - coalesce(m.carried_t, 0) as shares_t,
          h.shares - coalesce(m.after_t, 0) - coalesce(m.carried_t, 0) - coalesce(m.on_t, 0) as shares_prev,
          m.money_in, m.money_out, coalesce(m.has_flow, false) as has_flow
        from holding h left join moved m on m.customer_id = h.customer_id and m.fund_code = h.fund_code
        where ${ofCustomerPart(context, 'h.customer_id')}
      ),
      earned as (
        select p.customer_id, p.fund_code, p.shares_t, fn.nav_t, fn.is_money_fund,
          ${incomeSql('p', 'fn', 'p')} as income
        from position p
        join fund_nav fn on fn.code = p.fund_code
        where p.shares_t > 0 or p.has_flow
      ),
      income as (
        select e.*, ${incomeCarrySql('e.is_money_fund', 'e.income')} as carry
        from earned e
      ),
      -- Rows of T already written (a rerun) are left as they are: only the batch writes daily income of its trade date,
      -- under its lock, so a plain insert of the missing rows replaces a speculative insert per holding (the primary
      -- key still refuses a second row).
      written as (
        insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
        select i.customer_id, i.fund_code, ${P_T}, i.shares_t + i.carry, i.nav_t, ${sqlFen('(i.shares_t + i.carry) * i.nav_t')}, i.income
        from income i
        where not exists (select 1 from daily_income d
          where d.customer_id = i.customer_id and d.fund_code = i.fund_code and d.income_date = ${P_T})
        -- In key order: the month's primary key and customer index grow page by page, not by scattered inserts.
        order by i.customer_id, i.fund_code
        returning customer_id, fund_code
      ),
      carried as (
        insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, ref, effective_date, created_at)
        select i.customer_id, i.fund_code, 'income_carry', i.carry, 0, 0,
          'carry:' || i.fund_code || ':' || ${P_T} || ':' || i.customer_id, ${P_T}, ${P_NOW}
        from income i join written w on w.customer_id = i.customer_id and w.fund_code = i.fund_code
        where i.carry > 0
        order by i.customer_id, i.fund_code
        ${LEDGER_REF_CONFLICT} ${LEDGER_RETURNING}
      ),
      applied as (select l.*, null::text as tradeacco, null::text as charge_type from carried l),
      ${holdingUpsertCte('hold', 'applied', P_NOW)},
      ${lotInsertCte('lots', 'applied')}
      select count(*)::int as n from written`)}`,
    ),
};
