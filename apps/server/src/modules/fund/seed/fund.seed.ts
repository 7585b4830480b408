import { CALENDAR_LAST_DATE, isTradingDay, previousTradingDay, shanghaiDate } from '@fund-direct/domain/calendar';
import { sql } from 'drizzle-orm';
import type { SeedModule } from '../../../db/seed/seed-module.ts';
import type { Transaction } from '../../../db/database.ts';
import { recomputeYields } from '../recompute-yields.ts';
import { insertJsonRows } from '../bulk-insert.ts';
import type { FundHistory } from '../nav.repository.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { NavRow } from '../../../db/schema/fund.ts';
import { SEED_FUNDS, type SeedFund } from './funds.data.ts';
import { SEED_MANAGERS } from './managers.data.ts';
import { generateHistory, type GeneratedHistory } from './nav-generator.ts';
import { fundRows, feeTierRows, redemptionTierRows, documentRows, managerRows, tenureRows } from './seed-rows.ts';

// The last trading day before `now` in Asia/Shanghai: the seeded history ends there.
// Past the calendar's data the seed stops at its last trading day rather than refusing to start.
export function lastSeedTradingDay(now: Date): string {
  const today = shanghaiDate(now);
  if (today <= CALENDAR_LAST_DATE) return previousTradingDay(today);
  return isTradingDay(CALENDAR_LAST_DATE) ? CALENDAR_LAST_DATE : previousTradingDay(CALENDAR_LAST_DATE);
}

// Generating the walks is the slow part; tests that build many apps reuse it per end day.
const generated = new Map<string, Map<string, GeneratedHistory>>();
export function seedHistories(lastDay: string): Map<string, GeneratedHistory> {
  let histories = generated.get(lastDay);
  if (!histories) {
    histories = new Map(SEED_FUNDS.map((fund: SeedFund) => [fund.code, generateHistory(fund, lastDay)]));
    generated.set(lastDay, histories);
  }
  return histories;
}

function generatedAsHistories(histories: Map<string, GeneratedHistory>): Map<string, FundHistory> {
  const money = new Set(SEED_FUNDS.filter((f) => f.fundType === '5').map((f) => f.code));
  const out = new Map<string, FundHistory>();
  for (const [code, history] of histories) {
    if (history.navs.length === 0) continue;
    const points = history.points.map((p, i) => ({
      ...p,
      unitNav: p.unitNav ?? null,
      accNav: p.accNav ?? null,
      incomePer10k: p.incomePer10k ?? null,
      yield7d: history.navs[i]?.yield7d ?? null,
    }));
    out.set(code, { code, isMoneyFund: money.has(code), points });
  }
  return out;
}

const col = (name: string, type: string) => ({ name, type });

async function upsertCatalogue(tx: Transaction): Promise<void> {
  const codes = `{${SEED_FUNDS.map((f) => f.code).join(',')}}`;
  await insertJsonRows(
    tx,
    'manager',
    [
      col('man_id', 'text'),
      col('name', 'text'),
      col('avatar', 'text'),
      col('title', 'text'),
      col('biography', 'text'),
      col('education', 'text'),
      col('career_start_date', 'date'),
      col('display_order', 'integer'),
    ],
    managerRows(SEED_MANAGERS),
    `on conflict (man_id) do update set name = excluded.name, avatar = excluded.avatar,
    title = excluded.title, biography = excluded.biography, education = excluded.education,
    career_start_date = excluded.career_start_date, display_order = excluded.display_order`,
  );
  await insertJsonRows(
    tx,
    'fund',
    FUND_COLUMNS,
    fundRows(SEED_FUNDS),
    `on conflict (code) do update set
    ${FUND_COLUMNS.filter((c) => c.name !== 'code')
      .map((c) => `"${c.name}" = excluded."${c.name}"`)
      .join(', ')}, updated_at = now()`,
  );
  for (const table of ['fund_fee_tier', 'fund_redemption_tier', 'fund_document', 'fund_manager']) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where fund_code = any(${codes}::text[])`);
  }
  await insertJsonRows(
    tx,
    'fund_fee_tier',
    [
      col('fund_code', 'char(6)'),
      col('fee_kind', 'text'),
      col('seq', 'smallint'),
      col('min_amount', 'numeric'),
      col('max_amount', 'numeric'),
      col('rate', 'numeric'),
      col('fixed_fee', 'numeric'),
    ],
    feeTierRows(SEED_FUNDS),
  );
  await insertJsonRows(
    tx,
    'fund_redemption_tier',
    [col('fund_code', 'char(6)'), col('seq', 'smallint'), col('min_days', 'integer'), col('max_days', 'integer'), col('rate', 'numeric')],
    redemptionTierRows(SEED_FUNDS),
  );
  await insertJsonRows(
    tx,
    'fund_document',
    [col('fund_code', 'char(6)'), col('seq', 'smallint'), col('kind', 'text'), col('name', 'text'), col('url', 'text')],
    documentRows(SEED_FUNDS),
  );
  await insertJsonRows(
    tx,
    'fund_manager',
    [col('fund_code', 'char(6)'), col('man_id', 'text'), col('start_date', 'date'), col('end_date', 'date')],
    tenureRows(SEED_FUNDS),
  );
}

const FUND_COLUMNS = [
  col('code', 'char(6)'),
  col('name', 'text'),
  col('short_name', 'text'),
  col('fund_type', 'text'),
  col('risk_level', 'text'),
  col('status', 'text'),
  col('state', 'char(1)'),
  col('setup_date', 'date'),
  col('raise_start_date', 'date'),
  col('raise_end_date', 'date'),
  col('benchmark', 'text'),
  col('share_class', 'text'),
  col('is_money_fund', 'boolean'),
  col('min_purchase_amount', 'numeric'),
  col('min_subscription_amount', 'numeric'),
  col('convertible', 'boolean'),
  col('confirm_days', 'smallint'),
  col('redemption_arrival_days', 'smallint'),
  col('management_rate', 'numeric'),
  col('custody_rate', 'numeric'),
  col('sales_service_rate', 'numeric'),
  col('recommended', 'boolean'),
  col('recommend_order', 'integer'),
  col('max_purchase_per_order', 'numeric'),
  col('max_purchase_per_day', 'numeric'),
  col('min_redemption_shares', 'numeric'),
  col('min_holding_shares', 'numeric'),
  col('purchase_discount', 'numeric'),
  col('charge_types', 'text'),
  col('default_dividend_method', 'char(1)'),
];

// History rows are only added after each fund's last stored day: a later run extends them to the
// new last trading day, and imported real NAVs are never overwritten. Answers whether the
// database had no history of these funds before (then the generated points are the history).
async function insertHistories(tx: Transaction, histories: Map<string, GeneratedHistory>): Promise<boolean> {
  const stored = await rowsOf<Pick<NavRow, 'fundCode'> & { last: string }>(
    tx,
    sql`select fund_code as "fundCode", max(nav_date)::text as last from nav group by fund_code`,
  );
  const lastStored = new Map(stored.map((r) => [r.fundCode, r.last]));
  const navs: Record<string, unknown>[] = [];
  const dividends: Record<string, unknown>[] = [];
  const splits: Record<string, unknown>[] = [];
  for (const [code, history] of histories) {
    const after = lastStored.get(code) ?? '';
    for (const n of history.navs) {
      if (n.date <= after) continue;
      navs.push({
        fund_code: code,
        nav_date: n.date,
        unit_nav: n.unitNav,
        acc_nav: n.accNav,
        daily_change: n.dailyChange,
        income_per_10k: n.incomePer10k,
        yield_7d: n.yield7d,
      });
    }
    for (const d of history.dividends)
      dividends.push({
        fund_code: code,
        ex_date: d.exDate,
        record_date: d.recordDate,
        pay_date: d.payDate,
        cash_per_share: d.cashPerShare,
      });
    if (history.split) splits.push({ fund_code: code, split_date: history.split.date, ratio: history.split.ratio });
  }
  await insertJsonRows(
    tx,
    'dividend_declaration',
    [
      col('fund_code', 'char(6)'),
      col('ex_date', 'date'),
      col('record_date', 'date'),
      col('pay_date', 'date'),
      col('cash_per_share', 'numeric'),
    ],
    dividends,
    'on conflict do nothing',
  );
  await insertJsonRows(
    tx,
    'fund_split',
    [col('fund_code', 'char(6)'), col('split_date', 'date'), col('ratio', 'numeric')],
    splits,
    'on conflict do nothing',
  );
  await insertJsonRows(
    tx,
    'nav',
    [
      col('fund_code', 'char(6)'),
      col('nav_date', 'date'),
      col('unit_nav', 'numeric'),
      col('acc_nav', 'numeric'),
      col('daily_change', 'numeric'),
      col('income_per_10k', 'numeric'),
      col('yield_7d', 'numeric'),
    ],
    navs,
  );
  return stored.length === 0;
}

// The catalogue (funds, managers, fees, documents) is reference data, seeded in production too.
export const fundSeed: SeedModule = {
  name: 'funds',
  async run({ tx }) {
    await upsertCatalogue(tx);
  },
};

// Synthetic NAV walks, dividends and splits: demo only, production's NAVs come from the console (issue 17).
export const demoNavSeed: SeedModule = {
  name: 'demo-navs',
  demoOnly: true,
  async run({ tx, now }) {
    const histories = seedHistories(lastSeedTradingDay(now));
    const fresh = await insertHistories(tx, histories);
    await recomputeYields(tx, fresh ? { histories: generatedAsHistories(histories) } : {});
  },
};
