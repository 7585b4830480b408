import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { RANKING_PERIODS } from '@fund-direct/domain/codes';
import { markFundDataChanged } from '../apps/server/src/modules/fund/fund-cache.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';
import { onEachEngine } from './assets-bench.ts';
import { benchConfig, signedHeaders } from './bench-server.ts';
import { ms, openLoop } from './open-loop.ts';

// The /fund screener over 10,000 listed funds: a mix of screens (type, risk, return range, years, management rate,
// manager, sort field and order, pages) sent evenly at 100 requests/s to the full server. Target: p99 under 50 ms.
const FUNDS = 10_000;
const RATE = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 2;
const TARGET_P99_MS = 50;
const PERIODS = Object.keys(RANKING_PERIODS);

// Synthetic funds 7xxxxx: every type and risk level, setup dates over twenty years, yields for every period, a current
// manager among the seeded ones, management rates from 0.15 % to 1.50 %.
async function addFunds(execute: (query: ReturnType<typeof sql>) => Promise<unknown>): Promise<void> {
  await execute(sql`
    insert into fund (code, name, short_name, fund_type, risk_level, status, state, setup_date, is_money_fund,
      min_purchase_amount, min_subscription_amount, management_rate, custody_rate)
    select lpad((700000 + n)::text, 6, '0'), '筛选基金' || n, '筛选' || n, (array['1','2','3','4','5','6'])[1 + n % 6],
      'R' || (1 + n % 5), (array['0','0','0','1','4','5'])[1 + n % 6], '1', date '2006-01-04' + (n * 7 % 7300),
      false, 10, 10, round(0.0015 + (n % 10) * 0.0015, 4), 0.002
    from generate_series(1, ${FUNDS}) n`);
  await execute(sql`
    insert into nav (fund_code, nav_date, unit_nav, acc_nav, daily_change)
    select lpad((700000 + n)::text, 6, '0'), date '2026-11-20', round(0.8 + (n % 997) / 500.0, 4),
      round(1.0 + (n % 991) / 400.0, 4), round(((n % 401) - 200) / 10000.0, 4)
    from generate_series(1, ${FUNDS}) n`);
  await execute(sql`
    insert into fund_yield (fund_code, period, as_of, value)
    select lpad((700000 + n)::text, 6, '0'), p.period, date '2026-11-20',
      round(((n * 37 + p.k * 101) % 2001 - 800) / 2000.0 * (1 + p.k / 3.0), 6)
    from generate_series(1, ${FUNDS}) n
    cross join unnest(${`{${PERIODS.join(',')}}`}::text[]) with ordinality as p(period, k)`);
  await execute(sql`
    insert into fund_manager (fund_code, man_id, start_date)
    select lpad((700000 + n)::text, 6, '0'), m.man_id, date '2020-01-02'
    from generate_series(1, ${FUNDS}) n
    join lateral (select man_id from manager order by man_id offset n % (select count(*) from manager) limit 1) m on true`);
  markFundDataChanged();
}

// One request body per screen of the mix, in a fixed pseudo-random order.
function screens(managerIds: readonly string[]): Record<string, unknown>[] {
  let state = 11;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: RATE * (DURATION_SECONDS + WARMUP_SECONDS) }, () => {
    const body: Record<string, unknown> = {
      fundListType: 'ALL',
      sortField: pick([...PERIODS, 'nav', 'navDate']),
      sortOrder: pick(['asc', 'desc']),
      pageNum: 1 + Math.floor(next() * 5),
      pageSize: 20,
    };
    if (next() < 0.5) body.fundType = pick(['1', '2', '3', '4']);
    if (next() < 0.3) body.riskLevel = pick(['R2', 'R3', 'R4']);
    if (next() < 0.4) {
      body.yieldPeriod = pick(PERIODS);
      body.yieldMin = pick(['-0.1', '0', '0.05', '0.1']);
      if (next() < 0.5) body.yieldMax = '0.5';
    }
    if (next() < 0.3) body.minYears = pick([1, 3, 5]);
    if (next() < 0.3) body.maxManagementRate = pick(['0.005', '0.010', '0.015']);
    if (next() < 0.2 && managerIds.length > 0) body.manId = pick(managerIds);
    return body;
  });
}

// On PGlite, and on PostgreSQL too when DATABASE_URL is set.
export function runScreenerBench(): Promise<void> {
  return onEachEngine('screener', screenOn);
}

async function screenOn(databaseUrl: string | null): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fd-screener-bench-'));
  const config = benchConfig(dataDir, { TA_SCHEDULE: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const runtime = await startRuntime({ config });
  try {
    const database = runtime.app.database;
    await addFunds((query) => database.db.execute(query));
    const managers = await database.query<{ manId: string }>(sql`select man_id as "manId" from manager order by man_id`);
    const url = `${runtime.url.replace('localhost', '127.0.0.1')}/api/content/fund/list`;
    const variants = screens(managers.map((m) => m.manId)).map((body) => ({
      headers: { 'content-type': 'application/json', ...signedHeaders('POST', '/content/fund/list', body) },
      body: JSON.stringify(body),
    }));
    // The first list after a NAV change builds the catalogue (10,000 funds from the database).
    const coldStarted = performance.now();
    const first = await fetch(url, { method: 'POST', headers: variants[0]!.headers, body: variants[0]!.body });
    const coldMs = performance.now() - coldStarted;
    const answer = (await first.json()) as { code?: string; data?: { total: number } };
    if (!first.ok) throw new Error(`fund list answered ${first.status}: ${JSON.stringify(answer)}`);
    const load = await openLoop({
      url,
      method: 'POST',
      rate: RATE,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      headers: {},
      variants,
    });
    const verdict = load.p99Ms < TARGET_P99_MS ? '✓' : '✗';
    console.log(
      `Fund screener (${FUNDS.toLocaleString('en')} listed funds, a mix of screens at ${RATE} req/s for ${DURATION_SECONDS} s, ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
    );
    console.log(`  p50(ms)  p90(ms)  p99(ms)  max(ms)  req/s  failed   first list after a NAV change`);
    console.log(
      `${ms(load.p50Ms, 9)}${ms(load.p90Ms, 9)}${ms(load.p99Ms, 9)}${ms(load.maxMs, 9)}${load.achieved.toFixed(0).padStart(7)}${String(load.failed).padStart(8)}   ${coldMs.toFixed(0)} ms  ${verdict} target p99 < ${TARGET_P99_MS} ms`,
    );
  } finally {
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
