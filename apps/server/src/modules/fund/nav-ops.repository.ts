import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FundRow, NavRow } from '../../db/schema/fund.ts';
import { codeArray } from './nav.repository.ts';

export type NavGridDbRow = Pick<FundRow, 'code' | 'name' | 'fundType' | 'isMoneyFund'> & {
  prevDate: string | null;
  prevUnitNav: string | null;
  prevAccNav: string | null;
  prevIncomePer10k: string | null;
  prevYield7d: string | null;
  published: boolean;
  unitNav: string | null;
  accNav: string | null;
  incomePer10k: string | null;
  yield7d: string | null;
};

// Every fund set up by `date`, with its latest NAV before that day and the day's own NAV if published.
export function selectNavGrid(executor: DbExecutor, date: string) {
  return rowsOf<NavGridDbRow>(
    executor,
    sql`select f.code, f.name, f.fund_type as "fundType", f.is_money_fund as "isMoneyFund",
          p.nav_date::text as "prevDate", p.unit_nav::text as "prevUnitNav", p.acc_nav::text as "prevAccNav",
          p.income_per_10k::text as "prevIncomePer10k", p.yield_7d::text as "prevYield7d",
          t.nav_date is not null as published, t.unit_nav::text as "unitNav", t.acc_nav::text as "accNav",
          t.income_per_10k::text as "incomePer10k", t.yield_7d::text as "yield7d"
        from fund f
        left join lateral (select nav_date, unit_nav, acc_nav, income_per_10k, yield_7d from nav
                           where fund_code = f.code and nav_date < ${date}::date order by nav_date desc limit 1) p on true
        left join nav t on t.fund_code = f.code and t.nav_date = ${date}::date
        where f.setup_date is not null and f.setup_date <= ${date}::date
        order by f.code`,
  );
}

export type PreviousNavDbRow = Pick<NavRow, 'fundCode' | 'unitNav' | 'accNav'> & { date: string };

// The latest NAV with a unit NAV before `date` of every fund: the base of the day-over-day move check.
export function selectPreviousNavs(executor: DbExecutor, date: string) {
  return rowsOf<PreviousNavDbRow>(
    executor,
    sql`select f.code as "fundCode", p.nav_date::text as date, p.unit_nav::text as "unitNav", p.acc_nav::text as "accNav"
        from fund f
        join lateral (select nav_date, unit_nav, acc_nav from nav
                      where fund_code = f.code and nav_date < ${date}::date and unit_nav is not null
                      order by nav_date desc limit 1) p on true`,
  );
}

export type PublishedNavDbRow = Pick<NavRow, 'fundCode' | 'unitNav' | 'accNav' | 'incomePer10k' | 'yield7d'>;

// The NAVs already published on `date` for these funds (what a proposal would replace).
export function selectPublishedNavs(executor: DbExecutor, date: string, codes: readonly string[]) {
  return rowsOf<PublishedNavDbRow>(
    executor,
    sql`select fund_code as "fundCode", unit_nav::text as "unitNav", acc_nav::text as "accNav",
          income_per_10k::text as "incomePer10k", yield_7d::text as "yield7d"
        from nav where nav_date = ${date}::date and fund_code = any(${codeArray(codes)}::text[])`,
  );
}
