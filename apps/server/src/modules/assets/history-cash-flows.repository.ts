import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { sqlFen } from '../ta/ta-sql.public.ts';
import { CONVERT_CODES, inCodes, PAID_IN_CODES, REDEEM_CODES } from './history-sql.ts';

export interface FundCashFlow {
  fundCode: string;
  fundName: string;
  date: string;
  // Netted per fund and day: paid in negative, received positive.
  amount: string;
}

// The latest NAV on or before today of each fund the customer holds.
const LATEST_NAV = (today: string) => sql`cross join lateral (
    select v.nav_date, v.unit_nav from nav v
    where v.fund_code = h.fund_code and v.nav_date <= ${today}::date and v.unit_nav is not null
    order by v.nav_date desc limit 1
  ) n`;

// The cash flows of each fund the customer has held, for XIRR, on the days the daily income counts
// them (the trade date, a dividend's ex-date): confirmed subscriptions, purchases and plan
// deductions (−amount paid, fees included), redemptions (+money paid out), conversions (+ the money
// out of the source, − the same money into the target, so they cancel for the account), cash
// dividends (+), and the holding's market value today (+ shares × the latest NAV, on that NAV's date).
export function fundCashFlows(db: DbExecutor, customerId: string, today: string): Promise<FundCashFlow[]> {
  const paidIn = inCodes(sql`o.business_code`, PAID_IN_CODES);
  const movedOut = inCodes(sql`o.business_code`, [...REDEEM_CODES, ...CONVERT_CODES]);
  const convert = inCodes(sql`o.business_code`, CONVERT_CODES);
  return rowsOf<FundCashFlow>(
    db,
    sql`with flows as (
          select leg.fund_code, o.trade_date as day, leg.amount
          from trade_order o
          join trade_confirmation c on c.order_id = o.id
          cross join lateral (values
            (o.fund_code, case when ${paidIn} then -o.amount when ${movedOut} then c.amount end),
            (o.target_fund_code, case when ${convert} then -c.amount end)
          ) leg(fund_code, amount)
          where o.customer_id = ${customerId}::uuid and o.status = '1' and leg.amount is not null
          union all
          select fund_code, ex_date, amount from dividend_payment where customer_id = ${customerId}::uuid and method = '1'
          union all
          select h.fund_code, n.nav_date, ${sql.raw(sqlFen('h.shares * n.unit_nav'))}
          from holding h ${LATEST_NAV(today)}
          where h.customer_id = ${customerId}::uuid and h.shares > 0
        ),
        netted as (select fund_code, day, sum(amount) as amount from flows group by fund_code, day)
        select x.fund_code as "fundCode", f.name as "fundName", x.day::text as date, x.amount::text as amount
        from netted x join fund f on f.code = x.fund_code
        order by x.fund_code, x.day`,
  );
}

// The customer's newest ledger id. `max(l.id + 0)`: on `max(l.id)` PostgreSQL walks the id index backwards from
// everybody's newest row until one of the customer's (225 ms behind 1.5 million newer rows of other customers); the
// expression makes it read the customer's own rows through the customer index.
export const newestLedgerId = (customerId: string) =>
  sql`(select max(l.id + 0) from share_ledger l where l.customer_id = ${customerId}::uuid)`;

// Changes whenever an input of fundCashFlows or accountTrend does: a new ledger row (every
// confirmation that moves shares writes one), a cash dividend, a newer NAV of a fund held, the
// customer's day totals (a day of income added, or one rewritten), another day. (A NAV corrected in
// place for the same date is not seen.)
export async function historyVersion(db: DbExecutor, customerId: string, today: string): Promise<string> {
  const [row] = await rowsOf<{ ledger: string | null; dividends: number; navs: number; days: string }>(
    db,
    sql`select
          ${newestLedgerId(customerId)}::text as ledger,
          (select count(*) from dividend_payment d where d.customer_id = ${customerId}::uuid and d.method = '1')::int as dividends,
          (select coalesce(sum(n.nav_date - date '2000-01-01'), 0) from holding h ${LATEST_NAV(today)}
           where h.customer_id = ${customerId}::uuid and h.shares > 0)::int as navs,
          (select concat_ws('/', count(*), max(income_date), sum(income), sum(market_value))
           from income_day_total t where t.customer_id = ${customerId}::uuid) as days`,
  );
  return `${today}|${row?.ledger ?? ''}|${row?.dividends ?? 0}|${row?.navs ?? 0}|${row?.days ?? ''}`;
}
