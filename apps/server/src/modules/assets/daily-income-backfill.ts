import { sql, type SQL } from 'drizzle-orm';
import { nextTradingDay, previousTradingDay, tradingDayOnOrAfter } from '@fund-direct/domain/calendar';
import type { DbExecutor } from '../../db/database.ts';
import { LEDGER_REF_CONFLICT, LEDGER_RETURNING, holdingUpsertCte, lotInsertCte } from '../ledger/ledger.public.ts';
import { sqlFen, AMOUNT_ORDER_CODES, CONVERT_CODES, REDEEM_CODES, codeList } from '../ta/ta-sql.public.ts';

// The daily income of one customer's holdings for every trading day from `from` to `to`, by THE
// definition of the batch's daily-income step (ta/steps/daily-income.step.ts), for history written
// after the fact (the demo customer's year), where running the batch once per day would cost a full
// batch per day. The shares of each day are summed from share_ledger; rows already written are kept.
//   Funds priced by NAV: income(T) = MV(T) − MV(T−1) − money in on T + money out on T, one statement.
//   Money funds: income(T) = shares(T−1) × 万份收益 / 10000, and a positive income is carried into the
//   holding as shares on T (收益结转), which the next day earns on: a recursive walk over the days,
//   writing the income_carry ledger rows, their lots and the holding as the step does.
// Days must be backfilled in order and before any later batch day (the batch reads the carries).
export async function backfillDailyIncome(db: DbExecutor, customerId: string, from: string, to: string): Promise<number> {
  const first = tradingDayOnOrAfter(from);
  if (first > to) return 0;
  const days: string[] = [];
  for (let day = first; day <= to; day = nextTradingDay(day)) days.push(day);
  const scope: Scope = { customerId, from: first, to, days, prevs: days.map((day) => previousTradingDay(day)) };
  return (await countOf(db.execute(pricedFundsStatement(scope)))) + (await countOf(db.execute(moneyFundsStatement(scope))));
}

interface Scope {
  customerId: string;
  from: string;
  to: string;
  days: string[];
  prevs: string[];
}

async function countOf(result: Promise<unknown>): Promise<number> {
  const resolved = await result;
  const rows = Array.isArray(resolved) ? (resolved as { n?: number }[]) : ((resolved as { rows?: { n?: number }[] }).rows ?? []);
  return Number(rows[0]?.n ?? 0);
}

// Days (with their previous trading day and position), the ledger's moves per fund and day (before
// this backfill's carries), and the money in and out per fund and day, as the step counts them.
function commonCtes(scope: Scope, moneyFunds: boolean): SQL {
  const c = sql`${scope.customerId}::uuid`;
  return sql`days as (
      select d.t, d.prev, d.i::int as i
      from unnest(${`{${scope.days.join(',')}}`}::date[], ${`{${scope.prevs.join(',')}}`}::date[]) with ordinality as d(t, prev, i)
    ),
    moves as (
      select l.fund_code, l.effective_date as d, sum(l.shares) as delta
      from share_ledger l join fund f on f.code = l.fund_code
      where l.customer_id = ${c} and f.is_money_fund = ${moneyFunds}
      group by l.fund_code, l.effective_date
    ),
    confirmed as (
      select o.fund_code, o.target_fund_code, o.business_code, o.trade_date as t, o.amount as order_amount, c.amount
      from trade_order o join trade_confirmation c on c.order_id = o.id
      where o.customer_id = ${c} and o.status = '1' and o.trade_date between ${scope.from}::date and ${scope.to}::date
    ),
    flows as (
      select fund_code, t, order_amount as money_in, 0::numeric as money_out
      from confirmed where business_code in ${sql.raw(codeList(AMOUNT_ORDER_CODES))}
      union all
      select fund_code, t, 0, amount from confirmed where business_code in ${sql.raw(codeList([...REDEEM_CODES, ...CONVERT_CODES]))}
      union all
      select target_fund_code, t, amount, 0 from confirmed where business_code in ${sql.raw(codeList(CONVERT_CODES))}
      union all
      select fund_code, ex_date, 0, amount from dividend_payment
      where customer_id = ${c} and method = '1' and ex_date between ${scope.from}::date and ${scope.to}::date
    ),
    flow as (
      select fund_code, t, sum(money_in) as money_in, sum(money_out) as money_out from flows group by fund_code, t
    ),
    grid as (
      select g.fund_code, g.t, g.prev, g.i,
        coalesce(sum(m.delta) filter (where m.d <= g.t), 0) as shares_t,
        coalesce(sum(m.delta) filter (where m.d < g.t), 0) as shares_prev
      from (select f.fund_code, d.t, d.prev, d.i from (select distinct fund_code from moves) f cross join days d) g
      left join moves m on m.fund_code = g.fund_code and m.d <= g.t
      group by g.fund_code, g.t, g.prev, g.i
    )`;
}

function pricedFundsStatement(scope: Scope): SQL {
  return sql`
    with ${commonCtes(scope, false)},
    priced as (
      select g.*, n.unit_nav as nav_t,
        (select x.unit_nav from nav x where x.fund_code = g.fund_code and x.nav_date < g.t and x.unit_nav is not null
         order by x.nav_date desc limit 1) as nav_prev
      from grid g join nav n on n.fund_code = g.fund_code and n.nav_date = g.t and n.unit_nav is not null
    ),
    income as (
      select p.fund_code, p.t, p.shares_t, p.nav_t, ${sql.raw(sqlFen('p.shares_t * p.nav_t'))} as market_value,
        ${sql.raw(sqlFen('p.shares_t * p.nav_t'))} - ${sql.raw(sqlFen('p.shares_prev * coalesce(p.nav_prev, p.nav_t)'))}
          - coalesce(fl.money_in, 0) + coalesce(fl.money_out, 0) as income
      from priced p left join flow fl on fl.fund_code = p.fund_code and fl.t = p.t
      where p.shares_t > 0 or fl.fund_code is not null
    ),
    written as (
      insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
      select ${scope.customerId}::uuid, fund_code, t, shares_t, nav_t, market_value, income from income
      on conflict (customer_id, fund_code, income_date) do nothing
      returning 1
    )
    select count(*)::int as n from written`;
}

// Walks the days in order per money fund: carried = the carries of the days before (this backfill's).
function moneyFundsStatement(scope: Scope): SQL {
  const c = sql`${scope.customerId}::uuid`;
  const income = (carried: string, row: string) => sqlFen(`(${row}.shares_prev + ${carried}) * coalesce(${row}.income_10k, 0) / 10000`);
  const day = (carried: string, row: string) => `
    ${carried} as carried, ${income(carried, row)} as income,
    (${row}.nav_t is not null and (${row}.shares_t + ${carried} > 0 or ${row}.moved)) as written,
    case when ${row}.nav_t is not null and (${row}.shares_t + ${carried} > 0 or ${row}.moved) and ${income(carried, row)} > 0
         then ${income(carried, row)} else 0 end as carry`;
  return sql`
    with recursive ${commonCtes(scope, true)},
    fund_day as (
      select g.*, n.unit_nav as nav_t, fl.fund_code is not null as moved,
        (select sum(x.income_per_10k) from nav x where x.fund_code = g.fund_code and x.nav_date > g.prev and x.nav_date <= g.t) as income_10k
      from grid g
      left join nav n on n.fund_code = g.fund_code and n.nav_date = g.t and n.unit_nav is not null
      left join flow fl on fl.fund_code = g.fund_code and fl.t = g.t
    ),
    walk as (
      select d.fund_code, d.t, d.i, d.shares_t, d.nav_t, ${sql.raw(day('0::numeric', 'd'))}
      from fund_day d where d.i = 1
      union all
      select d.fund_code, d.t, d.i, d.shares_t, d.nav_t, ${sql.raw(day('(w.carried + w.carry)', 'd'))}
      from walk w join fund_day d on d.fund_code = w.fund_code and d.i = w.i + 1
    ),
    written as (
      insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
      select ${c}, w.fund_code, w.t, w.shares_t + w.carried + w.carry, w.nav_t,
        ${sql.raw(sqlFen('(w.shares_t + w.carried + w.carry) * w.nav_t'))}, w.income
      from walk w where w.written
      on conflict (customer_id, fund_code, income_date) do nothing
      returning fund_code, income_date
    ),
    carry_rows as (
      insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, ref, effective_date, created_at)
      select ${c}, w.fund_code, 'income_carry', w.carry, 0, 0, 'carry:' || w.fund_code || ':' || w.t || ':' || ${c}::text,
        w.t, (w.t::text || ' 20:00:00+08')::timestamptz
      from walk w join written x on x.fund_code = w.fund_code and x.income_date = w.t
      where w.carry > 0
      order by w.fund_code, w.t
      ${sql.raw(LEDGER_REF_CONFLICT)} ${sql.raw(LEDGER_RETURNING)}
    ),
    applied as (select l.*, null::text as tradeacco, null::text as charge_type from carry_rows l),
    ${sql.raw(holdingUpsertCte('hold', 'applied', 'now()'))},
    ${sql.raw(lotInsertCte('lots', 'applied'))}
    select count(*)::int as n from written`;
}
