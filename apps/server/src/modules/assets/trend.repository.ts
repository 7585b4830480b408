import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { AMOUNT_ORDER_CODES, CONVERT_CODES, REDEEM_CODES, codeList } from '../ta/ta-sql.public.ts';

export interface NavRow {
  date: string;
  nav: string;
}

// The fund's unit NAVs after `after` up to `to` (money funds stay at 1.0000).
export function navLine(db: DbExecutor, fundCode: string, after: string, to: string): Promise<NavRow[]> {
  return rowsOf<NavRow>(
    db,
    sql`select n.nav_date::text as date, coalesce(n.unit_nav, 1)::numeric(12, 4)::text as nav
        from nav n join fund f on f.code = n.fund_code
        where n.fund_code = ${fundCode} and n.nav_date > ${after}::date and n.nav_date <= ${to}::date
          and (f.is_money_fund or n.unit_nav is not null)
        order by n.nav_date`,
  );
}

export interface TradePointRow {
  date: string;
  side: 'buy' | 'sell';
  nav: string;
  amount: string | null;
  shares: string | null;
  businessCode: string;
}

const AMOUNT = codeList(AMOUNT_ORDER_CODES);

// The customer's confirmed trades of the fund at their trade date's NAV: money in (purchases,
// subscriptions, plan deductions, conversions in, reinvested dividends) and out (redemptions,
// conversions out). A reinvested dividend carries the business code 043.
export function tradePoints(db: DbExecutor, customerId: string, fundCode: string, after: string): Promise<TradePointRow[]> {
  return rowsOf<TradePointRow>(
    db,
    sql`select * from (
          select o.trade_date::text as date,
                 case when o.business_code in ${sql.raw(AMOUNT)} or o.target_fund_code = ${fundCode} then 'buy' else 'sell' end as side,
                 (case when o.target_fund_code = ${fundCode} then c.target_nav else c.nav end)::text as nav,
                 (case when o.business_code in ${sql.raw(AMOUNT)} then o.amount else c.amount end)::text as amount,
                 (case when o.target_fund_code = ${fundCode} or o.business_code in ${sql.raw(AMOUNT)} then c.shares_in else c.shares_out end)::text as shares,
                 o.business_code as "businessCode"
          from trade_order o join trade_confirmation c on c.order_id = o.id
          where o.customer_id = ${customerId}::uuid and o.status = '1' and o.trade_date > ${after}::date
            and (o.fund_code = ${fundCode} or o.target_fund_code = ${fundCode})
            and o.business_code in ${sql.raw(codeList([...AMOUNT_ORDER_CODES, ...REDEEM_CODES, ...CONVERT_CODES]))}
          union all
          select d.ex_date::text, 'buy', d.reinvest_nav::text, d.amount::text, d.reinvest_shares::text, '043'
          from dividend_payment d
          where d.customer_id = ${customerId}::uuid and d.fund_code = ${fundCode} and d.method = '0'
            and d.reinvest_shares > 0 and d.ex_date > ${after}::date
        ) p
        where p.nav is not null
        order by p.date, p.side`,
  );
}

export interface IncomePointRow {
  date: string;
  income: string;
  cumulativeIncome: string;
}

// The holding's daily income after `after`, with the running total since its first day.
export function incomeLine(db: DbExecutor, customerId: string, fundCode: string, after: string): Promise<IncomePointRow[]> {
  return rowsOf<IncomePointRow>(
    db,
    sql`select x.income_date::text as date, x.income::text as income, x.cumulative::text as "cumulativeIncome"
        from (
          select income_date, income, sum(income) over (order by income_date) as cumulative
          from daily_income where customer_id = ${customerId}::uuid and fund_code = ${fundCode}
        ) x
        where x.income_date > ${after}::date
        order by x.income_date`,
  );
}
