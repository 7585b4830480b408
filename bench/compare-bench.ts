import { sql } from 'drizzle-orm';
import { addTradingDays } from '@fund-direct/domain/calendar';
import { comparedFigures } from '@fund-direct/domain/yield';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { compareFunds } from '../apps/server/src/modules/fund/fund-compare.service.ts';
import { comparableFunds } from '../apps/server/src/modules/fund/fund-comparison-cache.ts';
import { onEachEngine } from './assets-bench.ts';

// Fund comparison: four funds over ten years of daily NAV ('all'), the server's work for one answer (window, return,
// volatility, drawdown, Sharpe, curves, fees and managers), the histories prepared once per NAV change. Target: under 30 ms.
const FUNDS = ['910001', '910002', '910003', '910004'];
const DAYS = 2_500;
const RUNS = 40;
const TARGET_MS = 30;
const LAST = '2026-11-20';

// On PGlite, and on PostgreSQL too when DATABASE_URL is set.
export function runCompareBench(): Promise<void> {
  return onEachEngine('compare', compareOn);
}

async function compareOn(databaseUrl: string | null): Promise<void> {
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`Fund comparison (${FUNDS.length} funds, ${DAYS} trading days of NAV each, period 'all', ${RUNS} runs, ${engine})`);
  const database = await openDatabase({ dataDir: 'memory://', inMemory: !databaseUrl, databaseUrl: databaseUrl ?? undefined });
  try {
    await migrate(database);
    const first = addTradingDays(LAST, -(DAYS - 1));
    const db = database.db;
    await db.execute(sql`
      insert into fund (code, name, short_name, fund_type, risk_level, status, setup_date, is_money_fund,
        min_purchase_amount, min_subscription_amount, management_rate, custody_rate)
      select code, '对比基金' || code, '对比' || code, '1', 'R3', '0', ${first}::date, false, 10, 10, 0.012, 0.002
      from unnest(${`{${FUNDS.join(',')}}`}::text[]) code`);
    // A deterministic walk per fund around 1–2 on the weekdays up to LAST.
    await db.execute(sql`
      insert into nav (fund_code, nav_date, unit_nav, acc_nav)
      select f.code, d::date,
        round((1.5 + 0.3 * sin(extract(epoch from d) / 86400 / 40 + f.n) + 0.02 * sin(extract(epoch from d) / 86400 + f.n))::numeric, 4),
        round((1.7 + 0.3 * sin(extract(epoch from d) / 86400 / 40 + f.n))::numeric, 4)
      from (select code, row_number() over (order by code) as n from fund where code like '91%') f
      cross join generate_series(${first}::date, ${LAST}::date, interval '1 day') d
      where extract(isodow from d) < 6`);
    // The first comparison after a NAV publication reads and prepares the histories (fund-comparison-cache.ts).
    const coldStarted = performance.now();
    await compareFunds(db, FUNDS, 'all', '0.015');
    const coldMs = performance.now() - coldStarted;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const answer = await compareFunds(db, FUNDS, 'all', '0.015');
      times.push(performance.now() - started);
      if (answer.funds.some((fund) => fund.sharpe === null)) throw new Error('a fund has no Sharpe ratio');
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS / 2)] ?? 0;
    const p99 = times[Math.min(RUNS - 1, Math.ceil(RUNS * 0.99) - 1)] ?? 0;
    const pass = p99 < TARGET_MS ? '✓' : '✗';
    // A window not asked for before (another period, the next day) computes its figures from the prepared series.
    const prepared = await comparableFunds(
      db,
      FUNDS.map((code) => ({ code, isMoneyFund: false })),
    );
    const windowTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      for (const fund of prepared) {
        comparedFigures(fund.performance, { from: fund.performance.series[run]?.date ?? first, to: LAST }, '0.015', 600);
      }
      windowTimes.push(performance.now() - started);
    }
    windowTimes.sort((a, b) => a - b);
    const windowP50 = windowTimes[Math.floor(RUNS / 2)] ?? 0;
    console.log(
      `  p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms  ${pass} target < ${TARGET_MS} ms; a new window ${windowP50.toFixed(1)} ms (p50); first after a NAV change ${coldMs.toFixed(0)} ms`,
    );
  } finally {
    await database.close();
  }
}
