import { sql } from 'drizzle-orm';
import { isTradingDay } from '@fund-direct/domain/calendar';
import { YieldDecimal, addDays, sevenDayYield } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import type { NavEntry } from '@fund-direct/domain/nav';
import { importNavEntries } from './nav-import.service.ts';
import { publishSyntheticIndexCloses } from './synthetic-index.service.ts';
import { fromTenThousandths } from './seed/nav-generator.ts';
import { SEED_FUNDS } from './seed/funds.data.ts';
import { hashSeed, marketReturn, normalStream } from './seed/random.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FundRow, NavRow } from '../../db/schema/fund.ts';

// Demo mode: the next day's NAVs are made up from the last published ones with the same seeded walk
// as the seed's history (daily return = alpha / 245 + beta × market + vol × noise, on integer
// ten-thousandths), money funds' 万份收益 mean-reverting around 0.6; then they go through the NAV
// import's checks and write (validation, daily change, yields), exactly like a file from the custodian.

const TRADING_DAYS_PER_YEAR = 245;
const DEFAULT_WALK = { alpha: 0.04, beta: 0, vol: 0.003 };
const MONEY_TARGET = 6_000;
const walks = new Map(SEED_FUNDS.map((f) => [f.code, f.walk ?? DEFAULT_WALK]));

// The last NAV has a unit NAV (the query asks for one); incomes are the last 万份收益 values, oldest first.
type LastNav = Pick<FundRow, 'code' | 'isMoneyFund'> &
  Pick<NavRow, 'navDate'> & { [K in 'unitNav' | 'accNav']: NonNullable<NavRow[K]> } & { incomes: string[] | null };

const tenThousandths = (value: string) => Math.round(Number(new YieldDecimal(value).times(10_000).toFixed(0)));
const draw = (key: string) => normalStream(hashSeed(key))();

function nextNav(fund: LastNav, date: string): NavEntry {
  const walk = walks.get(fund.code) ?? DEFAULT_WALK;
  const r = walk.alpha / TRADING_DAYS_PER_YEAR + walk.beta * marketReturn(date, isTradingDay) + walk.vol * draw(`ta:${fund.code}:${date}`);
  const last = tenThousandths(fund.unitNav);
  const unit = Math.max(1000, Math.round(last * (1 + Math.max(-0.2, r))));
  const acc = tenThousandths(fund.accNav) + (unit - last);
  return { fundCode: fund.code, date, unitNav: fromTenThousandths(unit), accNav: fromTenThousandths(acc) };
}

// Money funds publish every natural day up to `date`.
function nextMoneyNavs(fund: LastNav, date: string): NavEntry[] {
  const incomes = [...(fund.incomes ?? [])];
  let income = tenThousandths(incomes[incomes.length - 1] ?? fromTenThousandths(MONEY_TARGET));
  const entries: NavEntry[] = [];
  for (let day = addDays(String(fund.navDate), 1); day <= date; day = addDays(day, 1)) {
    income = Math.min(8_200, Math.max(4_200, Math.round(income + 0.08 * (MONEY_TARGET - income) + 120 * draw(`ta:${fund.code}:${day}`))));
    incomes.push(fromTenThousandths(income));
    const yield7d = sevenDayYield(incomes.slice(-7));
    const percent = yield7d === null ? '0.0000' : new YieldDecimal(yield7d).times(100).toFixed(4);
    entries.push({
      fundCode: fund.code,
      date: day,
      unitNav: '1.0000',
      accNav: '1.0000',
      incomePer10k: fromTenThousandths(income),
      yield7dPercent: percent,
    });
  }
  return entries;
}

export interface PublishResult {
  funds: number;
  rows: number;
}

// Publishes `date`'s synthetic NAV for every listed fund with a NAV history and none for that day yet, after the
// day's index closes (the benchmarks' line keeps pace with the NAVs; the NAV import then marks the fund data changed).
export async function publishSyntheticNavs(db: Database, date: string): Promise<PublishResult> {
  await publishSyntheticIndexCloses(db, date);
  const funds = await rowsOf<LastNav>(
    db,
    sql`
    select f.code, f.is_money_fund as "isMoneyFund", n.nav_date::text as "navDate", n.unit_nav::text as "unitNav", n.acc_nav::text as "accNav",
      (select array_agg(i.income_per_10k::text order by i.nav_date)
       from (select nav_date, income_per_10k from nav where fund_code = f.code and nav_date < ${date}::date
             and income_per_10k is not null order by nav_date desc limit 6) i) as incomes
    from fund f
    join lateral (select * from nav where fund_code = f.code and nav_date < ${date}::date and unit_nav is not null
                  order by nav_date desc limit 1) n on true
    where f.state = '1' and f.setup_date is not null
      and not exists (select 1 from nav t where t.fund_code = f.code and t.nav_date = ${date}::date)
    order by f.code`,
  );
  const entries: NavEntry[] = [];
  for (const fund of funds) {
    if (fund.isMoneyFund) entries.push(...nextMoneyNavs(fund, date));
    else if (isTradingDay(date)) entries.push(nextNav(fund, date));
  }
  if (entries.length === 0) return { funds: 0, rows: 0 };
  const imported = await importNavEntries(db, entries);
  return { funds: imported.funds, rows: imported.rows };
}
