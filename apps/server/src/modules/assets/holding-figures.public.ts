import { sql, type SQL } from 'drizzle-orm';

// The rules of a holding's figures, shared by the my-assets read (holdings.repository.ts) and the batch step that
// stores them (ta/steps/holding-figures.step.ts), so that a stored figure and one worked out on read cannot differ.
// Aliases: h = holding, f = fund.

// The latest NAV of the holding's fund on or before `onOrBefore`: money funds are valued at 1.0000 (their income is
// carried as shares); a day without a unit NAV does not count for the others. One backward index probe per holding.
export function latestNavJoin(onOrBefore: SQL): SQL {
  return sql`left join lateral (
    select n.nav_date, case when f.is_money_fund then 1.0000 else n.unit_nav end as nav
    from nav n
    where n.fund_code = h.fund_code and n.nav_date <= ${onOrBefore} and (f.is_money_fund or n.unit_nav is not null)
    order by n.nav_date desc limit 1
  ) p on true`;
}

// The same NAV as latestNavJoin (p.nav_date, p.nav), read from the per-fund latest NAV that nav's triggers keep
// (fund_latest_nav, 0038): one hash join instead of a probe per holding. Only when the fund's latest NAV is dated after
// `onOrBefore` (a clock behind the data) is nav probed as latestNavJoin does.
export function storedLatestNavJoin(onOrBefore: SQL): SQL {
  return sql`left join fund_latest_nav ln on ln.fund_code = h.fund_code
  cross join lateral (
    select case when f.is_money_fund then ln.any_date else ln.unit_date end as latest_date
  ) lx
  left join lateral (
    select n.nav_date, case when f.is_money_fund then 1.0000 else n.unit_nav end as nav
    from nav n
    where lx.latest_date > ${onOrBefore}
      and n.fund_code = h.fund_code and n.nav_date <= ${onOrBefore} and (f.is_money_fund or n.unit_nav is not null)
    order by n.nav_date desc limit 1
  ) q on true
  cross join lateral (
    select case when lx.latest_date <= ${onOrBefore} then lx.latest_date else q.nav_date end as nav_date,
           case when lx.latest_date <= ${onOrBefore} then (case when f.is_money_fund then 1.0000 else ln.unit_nav end)
             else q.nav end as nav
  ) p`;
}

// The holding's income on day `day` (0 without a row that day).
export function dayIncomeOf(day: SQL): SQL {
  return sql`coalesce((select y.income from daily_income y
    where y.customer_id = h.customer_id and y.fund_code = h.fund_code and y.income_date = ${day}), 0)`;
}

// All the holding's daily income, from the per-fund month totals kept beside daily_income (0013_assets_history.sql).
export const CUMULATIVE_INCOME: SQL = sql`coalesce((select sum(m.income) from income_month_fund m
  where m.customer_id = h.customer_id and m.fund_code = h.fund_code), 0)`;
