import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { sqlFen } from '../ta/ta-sql.public.ts';
import { CONVERT_CODES, inCodes, PAID_IN_CODES, REDEEM_CODES } from './history-sql.ts';

export interface BillHoldingRow {
  side: 'opening' | 'closing';
  fundCode: string;
  fundName: string;
  shares: string;
  nav: string | null;
  navDate: string | null;
  marketValue: string;
}

// The holdings at the end of the day before `first` and at the end of `last`: shares from the
// ledger (rows effective by then), valued at the latest NAV on or before that day.
export function billHoldings(db: DbExecutor, customerId: string, first: string, last: string): Promise<BillHoldingRow[]> {
  return rowsOf<BillHoldingRow>(
    db,
    sql`with ledger as (
          select fund_code,
            coalesce(sum(shares) filter (where effective_date < ${first}::date), 0) as opening,
            sum(shares) as closing
          from share_ledger where customer_id = ${customerId}::uuid and effective_date <= ${last}::date
          group by fund_code
        ),
        positions as (
          select 'opening' as side, fund_code, opening as shares, ${first}::date - 1 as on_day from ledger where opening > 0
          union all
          select 'closing', fund_code, closing, ${last}::date from ledger where closing > 0
        )
        select p.side, p.fund_code as "fundCode", f.name as "fundName", p.shares::text as shares, n.unit_nav::text as nav,
          n.nav_date::text as "navDate", coalesce(${sql.raw(sqlFen('p.shares * n.unit_nav'))}, 0)::text as "marketValue"
        from positions p join fund f on f.code = p.fund_code
        left join lateral (
          select v.nav_date, v.unit_nav from nav v
          where v.fund_code = p.fund_code and v.nav_date <= p.on_day and v.unit_nav is not null
          order by v.nav_date desc limit 1
        ) n on true
        order by p.side, p.fund_code`,
  );
}

export interface BillTradeRow {
  confirmDate: string;
  orderNo: string;
  recordCode: string;
  businessCode: string;
  fundCode: string;
  fundName: string;
  amount: string | null;
  shares: string | null;
  nav: string | null;
  fee: string;
}

// Confirmed orders that moved shares with a trade date in the month — the ledger's effective date,
// so that opening + trades = closing. Amount orders show the money paid (fees included) and the
// shares bought; redemptions and conversions the shares out and the money out (after fees).
export function billTrades(db: DbExecutor, customerId: string, first: string, last: string): Promise<BillTradeRow[]> {
  const paidIn = inCodes(sql`o.business_code`, PAID_IN_CODES);
  return rowsOf<BillTradeRow>(
    db,
    sql`select c.confirm_date::text as "confirmDate", o.order_no as "orderNo", o.record_code as "recordCode", o.business_code as "businessCode",
          o.fund_code as "fundCode", f.name as "fundName",
          (case when ${paidIn} then o.amount else c.amount end)::text as amount,
          (case when ${paidIn} then c.shares_in else c.shares_out end)::text as shares,
          c.nav::text as nav, c.fee::text as fee
        from trade_order o
        join trade_confirmation c on c.order_id = o.id
        join fund f on f.code = o.fund_code
        where o.customer_id = ${customerId}::uuid and o.status = '1'
          and o.trade_date >= ${first}::date and o.trade_date <= ${last}::date
          and ${inCodes(sql`o.business_code`, [...PAID_IN_CODES, ...REDEEM_CODES, ...CONVERT_CODES])}
        order by o.trade_date, o.placed_at, o.order_no`,
  );
}

export interface BillDividendRow {
  exDate: string;
  fundCode: string;
  fundName: string;
  method: '0' | '1';
  amount: string;
  reinvestShares: string | null;
}

export function billDividends(db: DbExecutor, customerId: string, first: string, last: string): Promise<BillDividendRow[]> {
  return rowsOf<BillDividendRow>(
    db,
    sql`select d.ex_date::text as "exDate", d.fund_code as "fundCode", f.name as "fundName", d.method, d.amount::text as amount,
          d.reinvest_shares::text as "reinvestShares"
        from dividend_payment d join fund f on f.code = d.fund_code
        where d.customer_id = ${customerId}::uuid and d.ex_date >= ${first}::date and d.ex_date <= ${last}::date
        order by d.ex_date, d.fund_code`,
  );
}

export interface BillAccountRow {
  name: string | null;
  fundAccount: string | null;
  idnoEnc: string | null;
  mobile: string;
  monthIncome: string;
  // 'YYYY-MM' of the first share movement (the holdings' first dates) and of the last income day.
  firstMonth: string | null;
  lastMonth: string | null;
}

// The customer block, the month's income (from the month totals) and the months with a statement.
export async function billAccount(db: DbExecutor, customerId: string, first: string): Promise<BillAccountRow | undefined> {
  const [row] = await rowsOf<BillAccountRow>(
    db,
    sql`select coalesce(c.custname, e.org_name) as name, a.account_no as "fundAccount", c.idno_enc as "idnoEnc", c.mobile,
          (select coalesce(sum(m.income), 0)::text from income_month_fund m where m.customer_id = c.id and m.month = ${first}::date) as "monthIncome",
          (select to_char(min(h.first_date), 'YYYY-MM') from holding h where h.customer_id = c.id) as "firstMonth",
          (select to_char(max(t.income_date), 'YYYY-MM') from income_day_total t where t.customer_id = c.id) as "lastMonth"
        from customer c
        left join enterprise_profile e on e.customer_id = c.id
        left join fund_account a on a.customer_id = c.id
        where c.id = ${customerId}::uuid`,
  );
  return row;
}
