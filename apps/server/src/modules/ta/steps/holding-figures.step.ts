import { sql } from 'drizzle-orm';
import { latestNavJoin } from '../../assets/holding-figures.public.ts';
import { P_NOW, P_T, countOf, ofCustomerPart, paramsCte, type TaStep } from '../ta-step.ts';

// Last: stores the figures the my-assets page shows for every holding of each customer whose daily income T wrote
// (0031_holding_figures.sql), so that the page does not sum years of income per request. A rerun finds them
// unchanged and writes nothing; a rerun of an earlier day leaves what a later day stored.
// The figures are those of holding-figures.public.ts (the page's own rules), worked out set-based: a customer's last
// income date is on or after T (they were paid on T), so the income of that day and the last dates come from the
// partitions from T on in one pass each, and the latest NAV is looked up once per fund and date instead of per holding.
export const holdingFiguresStep: TaStep = {
  name: 'holding_figures',
  label: '持仓收益汇总',
  byCustomer: true,
  run: async (tx, context) => {
    // Every holding of the customers paid on T is read at once: hash joins, not a probe per holding (the tables the
    // batch has just written carry statistics of the day before, which would suggest probes).
    await tx.execute(sql`set local enable_nestloop = off`);
    return countOf(
      tx,
      sql`with ${paramsCte(context)},
      last_income as materialized (
        select customer_id, max(income_date) as d from daily_income
        where income_date >= ${sql.raw(P_T)} and ${sql.raw(ofCustomerPart(context, 'customer_id'))}
        group by customer_id having bool_or(income_date = ${sql.raw(P_T)})
      ),
      -- The latest NAV on or before each last income date, per fund (latestNavJoin reads h.fund_code and f).
      fund_nav as materialized (
        select h.fund_code, h.d, p.nav_date, p.nav
        from (select f.code as fund_code, l.d from fund f cross join (select distinct d from last_income) l) h
        join fund f on f.code = h.fund_code
        ${latestNavJoin(sql`h.d`)}
      ),
      cumulative as (
        select customer_id, fund_code, sum(income) as income from income_month_fund
        where customer_id in (select customer_id from last_income) group by customer_id, fund_code
      ),
      figures as (
        select h.customer_id, h.fund_code, l.d, coalesce(y.income, 0) as yesterday_income, coalesce(c.income, 0) as cumulative_income,
          h.shares, p.nav_date, p.nav, round(h.shares * coalesce(p.nav, 0), 2) as market_value
        from holding h
        join last_income l on l.customer_id = h.customer_id
        join fund_nav p on p.fund_code = h.fund_code and p.d = l.d
        left join daily_income y on y.customer_id = h.customer_id and y.fund_code = h.fund_code and y.income_date = l.d
          and y.income_date >= ${sql.raw(P_T)}
        left join cumulative c on c.customer_id = h.customer_id and c.fund_code = h.fund_code
      ),
      -- Only the batch writes holding_figures (under its lock): changed rows are updated and missing ones inserted,
      -- plain writes instead of a speculative insert per holding.
      updated as (
        update holding_figures s set income_date = x.d, yesterday_income = x.yesterday_income,
          cumulative_income = x.cumulative_income, shares = x.shares, nav_date = x.nav_date, nav = x.nav,
          market_value = x.market_value, updated_at = ${sql.raw(P_NOW)}
        from figures x
        where s.customer_id = x.customer_id and s.fund_code = x.fund_code
          and (s.income_date, s.yesterday_income, s.cumulative_income, s.shares, s.nav_date, s.nav, s.market_value)
            is distinct from (x.d, x.yesterday_income, x.cumulative_income, x.shares, x.nav_date, x.nav, x.market_value)
        returning 1
      ),
      inserted as (
        insert into holding_figures (customer_id, fund_code, income_date, yesterday_income, cumulative_income,
          shares, nav_date, nav, market_value, updated_at)
        select x.customer_id, x.fund_code, x.d, x.yesterday_income, x.cumulative_income, x.shares, x.nav_date, x.nav, x.market_value,
          ${sql.raw(P_NOW)}
        from figures x
        where not exists (select 1 from holding_figures s where s.customer_id = x.customer_id and s.fund_code = x.fund_code)
        -- In key order: the primary key grows page by page instead of taking a million scattered inserts.
        order by x.customer_id, x.fund_code
        returning 1
      )
      select (select count(*) from updated)::int + (select count(*) from inserted)::int as n`,
    );
  },
};
