import { XIRR_DECIMALS } from '@fund-direct/domain/assets';
import { compareMoney } from '@fund-direct/domain/money';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { sqlExactDiv } from '../ta/ta-sql.public.ts';
import { inCodes, PAID_IN_CODES } from './history-sql.ts';

export interface DayIncome {
  date: string;
  income: string;
}

export interface FundIncome {
  fundCode: string;
  fundName: string;
  income: string;
}

// After `after` (exclusive) or over all time when null.
const afterDate = (column: string, after: string | null) => (after === null ? sql`` : sql`and ${sql.raw(column)} > ${after}::date`);

// The account's income per day, in total and per fund after a date, in one statement: the days
// and the total from the day totals; the funds from the month totals of the months wholly after
// the date plus the daily rows of the month it falls in.
export async function accountIncome(
  db: DbExecutor,
  customerId: string,
  after: string | null,
): Promise<{ total: string; days: DayIncome[]; funds: FundIncome[] }> {
  const partialMonth =
    after === null
      ? sql``
      : sql`union all
          select fund_code, income from daily_income
          where customer_id = ${customerId}::uuid and income_date > ${after}::date
            and income_date < (date_trunc('month', ${after}::date) + interval '1 month')::date`;
  const rows = await rowsOf<{ kind: 'day' | 'fund' | 'total'; key: string | null; name: string | null; income: string }>(
    db,
    sql`select 'total' as kind, null::text as key, null::text as name, coalesce(sum(income), 0)::text as income
        from income_day_total where customer_id = ${customerId}::uuid ${afterDate('income_date', after)}
        union all
        select 'day', income_date::text, null, income::text
        from income_day_total where customer_id = ${customerId}::uuid ${afterDate('income_date', after)}
        union all
        select 'fund', p.fund_code, f.name, p.income::text
        from (
          select fund_code, sum(income) as income from (
            select fund_code, income from income_month_fund
            where customer_id = ${customerId}::uuid ${after === null ? sql`` : sql`and month > date_trunc('month', ${after}::date)`}
            ${partialMonth}
          ) parts group by fund_code
        ) p join fund f on f.code = p.fund_code`,
  );
  // Sorted here rather than by the statement, which would sort the three parts together.
  const funds = rows
    .filter((r) => r.kind === 'fund')
    .map((r) => ({ fundCode: r.key as string, fundName: r.name ?? (r.key as string), income: r.income }))
    .sort((a, b) => compareMoney(b.income, a.income) || (a.fundCode < b.fundCode ? -1 : 1));
  const days = rows.filter((r) => r.kind === 'day').map((r) => ({ date: r.key as string, income: r.income }));
  days.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { total: rows.find((r) => r.kind === 'total')?.income ?? '0.00', days, funds };
}

// One holding's income per day after a date.
export async function fundIncome(
  db: DbExecutor,
  customerId: string,
  fundCode: string,
  after: string | null,
): Promise<{ fundName: string | null; days: DayIncome[] }> {
  const rows = await rowsOf<{ date: string | null; income: string | null; fundName: string | null }>(
    db,
    sql`select d.income_date::text as date, d.income::text as income, f.name as "fundName"
        from fund f left join daily_income d
          on d.customer_id = ${customerId}::uuid and d.fund_code = f.code ${afterDate('d.income_date', after)}
        where f.code = ${fundCode}
        order by d.income_date`,
  );
  return {
    fundName: rows[0]?.fundName ?? null,
    days: rows.filter((r) => r.date !== null).map((r) => ({ date: r.date as string, income: r.income as string })),
  };
}

export interface TrendRow {
  date: string;
  cumulativeIncome: string;
  incomeRate: string | null;
  marketValue: string;
}

// The account per income day: income since the first day, the income rate and the
// market value — running sums over the day totals and the customer's paid-in orders.
// Income rate = cumulative income ÷ cumulative money paid in (confirmed subscriptions, purchases and
// plan deductions up to that day by trade date, fees included; conversions move money already paid
// in), to XIRR_DECIMALS places; null before any money is paid in. The income page shows
// domain/assets INCOME_RATE_DEFINITION beside it.
export function accountTrend(db: DbExecutor, customerId: string): Promise<TrendRow[]> {
  return rowsOf<TrendRow>(
    db,
    sql`with timeline as (
          select income_date as day, income, market_value, 0::numeric as invested, true as is_day
          from income_day_total where customer_id = ${customerId}::uuid
          union all
          select o.trade_date, 0, 0, sum(o.amount), false
          from trade_order o
          where o.customer_id = ${customerId}::uuid and o.status = '1' and ${inCodes(sql`o.business_code`, PAID_IN_CODES)}
          group by o.trade_date
        ),
        running as (
          select day, is_day, market_value,
            sum(income) over upto as cumulative_income, sum(invested) over upto as cumulative_invested
          from timeline
          window upto as (order by day range between unbounded preceding and current row)
        )
        select day::text as date, cumulative_income::text as "cumulativeIncome",
          (case when cumulative_invested > 0
            then round(${sql.raw(sqlExactDiv('cumulative_income', 'cumulative_invested'))}, ${XIRR_DECIMALS}) end)::text as "incomeRate",
          market_value::text as "marketValue"
        from running where is_day
        order by day`,
  );
}
