import { sql } from 'drizzle-orm';
import { CUMULATIVE_INCOME, dayIncomeOf, latestNavJoin } from '../../assets/holding-figures.public.ts';
import { P_NOW, P_T, countOf, paramsCte, type TaStep } from '../ta-step.ts';

// Last: stores the figures the my-assets page shows for every holding of each customer whose daily income T wrote
// (0031_holding_figures.sql), so that the page does not sum years of income per request. A rerun finds them
// unchanged and writes nothing; a rerun of an earlier day leaves what a later day stored.
export const holdingFiguresStep: TaStep = {
  name: 'holding_figures',
  label: '持仓收益汇总',
  run: (tx, context) =>
    countOf(
      tx,
      sql`with ${paramsCte(context)},
      paid as (select distinct customer_id from daily_income where income_date = ${sql.raw(P_T)}),
      last_income as (
        select p.customer_id, (select max(d.income_date) from daily_income d where d.customer_id = p.customer_id) as d from paid p
      ),
      written as (
        insert into holding_figures as s (customer_id, fund_code, income_date, yesterday_income, cumulative_income,
          shares, nav_date, nav, market_value, updated_at)
        select h.customer_id, h.fund_code, l.d, ${dayIncomeOf(sql`l.d`)}, ${CUMULATIVE_INCOME},
          h.shares, p.nav_date, p.nav, round(h.shares * coalesce(p.nav, 0), 2), ${sql.raw(P_NOW)}
        from holding h
        join last_income l on l.customer_id = h.customer_id
        join fund f on f.code = h.fund_code
        -- The figures as of the customer's last income day, whichever day runs: a late or repeated run of an earlier day
        -- writes the same current figures (changed shares, income written late), never those of its own day.
        ${latestNavJoin(sql`l.d`)}
        on conflict (customer_id, fund_code) do update set income_date = excluded.income_date,
          yesterday_income = excluded.yesterday_income, cumulative_income = excluded.cumulative_income, shares = excluded.shares,
          nav_date = excluded.nav_date, nav = excluded.nav, market_value = excluded.market_value, updated_at = excluded.updated_at
        where (s.income_date, s.yesterday_income, s.cumulative_income, s.shares, s.nav_date, s.nav, s.market_value)
          is distinct from (excluded.income_date, excluded.yesterday_income, excluded.cumulative_income, excluded.shares,
            excluded.nav_date, excluded.nav, excluded.market_value)
        returning 1
      )
      select count(*)::int as n from written`,
    ),
};
