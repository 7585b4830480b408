import { sql } from 'drizzle-orm';
import type { NavPublishPayload, NavRowInput } from '@fund-direct/domain/contracts/ops';
import { addTradingDays } from '@fund-direct/domain/calendar';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { trialsOnTemplateCopies } from './postgres-trials.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { publishNavs } from '../apps/server/src/modules/fund/nav-publish.service.ts';
import { validateNavRows } from '../apps/server/src/modules/fund/nav-validation.service.ts';

// Issue 17: the console validates and publishes the NAVs of 10,000 funds for one trade date (the checker's approval:
// re-validation, upsert, daily changes, yields of every period and managers' tenure returns, in one transaction).
// Each fund has a year of NAV history, as the yields read it. Target: under 2 s on PostgreSQL.
const FUNDS = 10_000;
const HISTORY_DAYS = 250;
const TARGET_MS = 2_000;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
// The day after the history: a Tuesday.
const DAY = '2026-11-24';

export interface NavBenchResult {
  engine: 'pglite' | 'postgres';
  funds: number;
  validateMs: number;
  publishMs: number;
  totalMs: number;
}

// 10,000 funds (one in twenty a money fund, one in twenty QDII) with HISTORY_DAYS trading days of NAVs before DAY,
// written set-based; answers the grid's rows for DAY, as staff would submit them.
export async function prepare(database: DatabaseHandle): Promise<NavRowInput[]> {
  await migrate(database);
  const db = database.db;
  const first = addTradingDays(DAY, -HISTORY_DAYS);
  await db.execute(sql`
    insert into fund (code, name, short_name, fund_type, risk_level, status, setup_date, is_money_fund,
      min_purchase_amount, min_subscription_amount, management_rate, custody_rate)
    select lpad((900000 + i)::text, 6, '0'), '压测基金' || i, '压测' || i,
      case when i % 20 = 0 then '5' when i % 20 = 1 then '8' else '1' end, 'R3', '0', ${first}::date - 30, i % 20 = 0,
      10, 10, 0.012, 0.002
    from generate_series(0, ${FUNDS - 1}) i`);
  await db.execute(sql`
    create temporary table bench_day as
    select row_number() over (order by d) as n, d::date as d
    from generate_series(${first}::date, ${DAY}::date - 1, interval '1 day') d
    where extract(isodow from d) < 6`);
  // A deterministic walk per fund: unit NAV around 1–3, accumulated NAV 0.2 above it.
  await db.execute(sql`
    insert into nav (fund_code, nav_date, unit_nav, acc_nav, income_per_10k, yield_7d)
    select f.code, b.d,
      case when f.is_money_fund then 1 else round((1 + (f.n % 200) / 100.0 + 0.05 * sin(b.n / 7.0 + f.n))::numeric, 4) end,
      case when f.is_money_fund then 1 else round((1.2 + (f.n % 200) / 100.0 + 0.05 * sin(b.n / 7.0 + f.n))::numeric, 4) end,
      case when f.is_money_fund then round((0.5 + 0.1 * sin(b.n / 5.0 + f.n))::numeric, 4) end,
      case when f.is_money_fund then round((0.018 + 0.002 * sin(b.n / 5.0 + f.n))::numeric, 6) end
    from (select code, is_money_fund, row_number() over (order by code) as n from fund) f cross join bench_day b`);
  await database.query('analyze');
  const last = await database.query<{ code: string; money: boolean; unit: string; acc: string }>(
    sql`select distinct on (n.fund_code) n.fund_code as code, f.is_money_fund as money, n.unit_nav::text as unit, n.acc_nav::text as acc
        from nav n join fund f on f.code = n.fund_code order by n.fund_code, n.nav_date desc`,
  );
  // Each fund moves by up to ±1% (ten-thousandths kept exact as integers).
  return last.map((row, i): NavRowInput => {
    if (row.money) return { fundCode: row.code, incomePer10k: '0.5432', yield7dPercent: '1.9876' };
    const delta = ((i * 37) % 201) - 100;
    const unit = Math.round(Number(row.unit) * 10_000) + delta;
    const acc = Math.round(Number(row.acc) * 10_000) + delta;
    return { fundCode: row.code, unitNav: (unit / 10_000).toFixed(4), accNav: (acc / 10_000).toFixed(4) };
  });
}

async function timed(database: DatabaseHandle, engine: NavBenchResult['engine'], rows: NavRowInput[]): Promise<NavBenchResult> {
  const payload: NavPublishPayload = { date: DAY, rows, reasons: {} };
  const started = performance.now();
  const preview = await validateNavRows(database.db, DAY, rows);
  if (preview.errors.length > 0 || preview.flags.length > 0)
    throw new Error(`unexpected problems: ${preview.errors[0]?.text ?? preview.flags[0]?.text}`);
  const validated = performance.now();
  const result = await database.db.transaction((tx) => publishNavs(tx, payload));
  const finished = performance.now();
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>(sql`select count(*)::int as n from nav where nav_date = ${DAY}::date`);
  if (result.rows !== FUNDS || n !== FUNDS) throw new Error(`expected ${FUNDS} NAVs published, got ${result.rows} / ${n}`);
  return { engine, funds: FUNDS, validateMs: validated - started, publishMs: finished - validated, totalMs: finished - started };
}

function report(result: NavBenchResult, trials: readonly NavBenchResult[] = [result]): void {
  const pass = result.engine === 'postgres' ? (result.totalMs < TARGET_MS ? '  ✓ target < 2 s' : '  ✗ target < 2 s') : '';
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const spread = trials.length > 1 ? ` (median of ${trials.length} trials: ${trials.map((t) => s(t.totalMs)).join(', ')} s)` : '';
  console.log(
    `  ${result.engine.padEnd(8)} ${result.funds} NAVs in ${s(result.totalMs)} s${spread}: validate ${s(result.validateMs)} s, publish ${s(result.publishMs)} s${pass}`,
  );
}

// The PostgreSQL figure is the median of TRIALS runs over copies of one prepared database (postgres-trials.ts).
const TRIALS = 3;

function onPostgres(baseUrl: string): Promise<NavBenchResult[]> {
  return trialsOnTemplateCopies(baseUrl, 'fd_nav_bench', TRIALS, prepare, (database, rows) => timed(database, 'postgres', rows));
}

export async function runNavBench(): Promise<NavBenchResult[]> {
  console.log(`NAV publication (${FUNDS} funds for one trade date, ${HISTORY_DAYS} days of history each)`);
  const results: NavBenchResult[] = [];
  const trials = await onPostgres(process.env.DATABASE_URL || DEFAULT_PG);
  const median = [...trials].sort((x, y) => x.totalMs - y.totalMs)[Math.floor(trials.length / 2)];
  if (median) {
    report(median, trials);
    results.push(median);
  }
  // NAV_BENCH_PG_ONLY=1 skips the (slow, single-threaded) PGlite run.
  if (process.env.NAV_BENCH_PG_ONLY) return results;
  const lite = await openDatabase({ dataDir: 'memory://', inMemory: true, databaseUrl: undefined });
  try {
    const result = await timed(lite, 'pglite', await prepare(lite));
    report(result);
    results.push(result);
  } finally {
    await lite.close();
  }
  return results;
}
