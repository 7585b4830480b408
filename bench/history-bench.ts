import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { createSessionStore } from '../apps/server/src/modules/session/session.service.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';
import { prepareHistory } from './assets-bench.ts';
import { benchConfig, signedHeaders } from './bench-server.ts';

// The history tables (daily_income, share_ledger) are partitioned by month (0030_history_partitions.sql).
// This bench answers whether the assets calls of one customer stay as fast when the tables hold years
// of everybody's history: the same customer (assets-bench's shape: 50 holdings, 5 years of daily
// income, 2,000 orders) is measured on today's small database, then on a copy of it to which
// synthetic customers' history was added set-based (generate_series): every customer holds three
// funds, with a daily_income row per fund and trading day and a ledger row per fund and month.
// PostgreSQL only (DATABASE_URL or the local server), in databases of its own, dropped afterwards.
//   npm run bench -- history                                   100,000 customers, 5 years
//   npm run bench -- history --customers=10000 --years=2       a quick run
const DEFAULT_CUSTOMERS = 100_000;
const DEFAULT_YEARS = 5;
const FUNDS_PER_CUSTOMER = 3;
const SAMPLES = 300;
const WARMUP = 30;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const SYNTHETIC_FUNDS = ['000512', '000288', '000372'];

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, string | number>;
}

const CALLS: readonly Call[] = [
  { name: 'my-assets aggregation', method: 'POST', path: '/query/aggregation', params: {} },
  { name: 'my-assets share-info', method: 'GET', path: '/query/share-info', params: { firstflag: '1' } },
  { name: 'income 1m', method: 'POST', path: '/query/income', params: { period: '1m' } },
  { name: 'income all', method: 'POST', path: '/query/income', params: { period: 'all' } },
  { name: 'trade-record ds', method: 'POST', path: '/query/trade-record', params: { kind: 'ds', pageNum: 3, pageSize: 10 } },
];

function flag(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const urlOf = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1] ?? NaN;

// One request after the other (the machine's two cores are shared; concurrency would measure them).
async function sample(baseUrl: string, token: string, call: Call): Promise<number> {
  const params: Record<string, unknown> = { ...call.params };
  const latencies: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const headers = signedHeaders(call.method, call.path, params, token);
    const query = call.method === 'GET' ? `?${new URLSearchParams(params as Record<string, string>).toString()}` : '';
    const body = call.method === 'POST' ? JSON.stringify(params) : undefined;
    if (body) headers['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api${call.path}${query}`, { method: call.method, headers, ...(body ? { body } : {}) });
    const envelope = (await response.json()) as { code: string; msg: string };
    const took = performance.now() - started;
    if (envelope.code !== '0000') throw new Error(`${call.name}: ${envelope.code} ${envelope.msg}`);
    if (i >= WARMUP) latencies.push(took);
  }
  return p99(latencies);
}

// The server on a database, the customer signed in, each call sampled.
async function measure(databaseUrl: string, customerId: string): Promise<Map<string, number>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fd-history-bench-'));
  const config = benchConfig(dataDir, { TA_SCHEDULE: 'off', DATABASE_URL: databaseUrl });
  const runtime = await startRuntime({ config });
  try {
    const { token } = await createSessionStore(runtime.app.db, () => new Date()).create(customerId);
    const baseUrl = runtime.url.replace('localhost', '127.0.0.1');
    const figures = new Map<string, number>();
    for (const call of CALLS) figures.set(call.name, await sample(baseUrl, token, call));
    return figures;
  } finally {
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Synthetic customers' history, a month per statement (each statement's rollup triggers then sum one
// month of rows), into the partitions the batch would have created.
async function addPopulation(database: DatabaseHandle, customers: number, years: number): Promise<void> {
  const db = database.db;
  const funds = sql.join(
    SYNTHETIC_FUNDS.map((code) => sql`${code}`),
    sql`, `,
  );
  await db.execute(sql`create table bench_population as select gen_random_uuid() as id from generate_series(1, ${customers})`);
  const months = await database.query<{ m: string }>(sql`
    select to_char(m, 'YYYY-MM-DD') as m from generate_series(
      date_trunc('month', (select max(nav_date) from nav where fund_code = '000512') - ${`${years} years`}::interval),
      (select max(nav_date) from nav where fund_code = '000512'), interval '1 month') m`);
  await database.query(sql`select ensure_history_partitions(${months[0]?.m ?? '2020-01-01'}::date, current_date)`);
  for (const { m } of months) {
    await db.execute(sql`
      insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
      select c.id, n.fund_code, n.nav_date, 10000, n.unit_nav, round(10000 * n.unit_nav, 2), round(10000 * coalesce(n.daily_change, 0) / 100, 2)
      from nav n cross join bench_population c
      where n.fund_code in (${funds}) and n.unit_nav is not null
        and n.nav_date >= ${m}::date and n.nav_date < (${m}::date + interval '1 month')`);
    await db.execute(sql`
      insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
      select c.id, f.code, 'purchase', 100, 0, 100, gen_random_uuid(), ${m}::date + 14, now()
      from bench_population c cross join (values ${sql.join(
        SYNTHETIC_FUNDS.map((code) => sql`(${code})`),
        sql`, `,
      )}) f(code)`);
  }
  await db.execute(sql`drop table bench_population`);
  await db.execute(sql`analyze`);
}

interface Size {
  incomeRows: number;
  ledgerRows: number;
  dayTotalRows: number;
  historyGb: number;
  databaseGb: number;
  partitions: number;
}

async function sizeOf(database: DatabaseHandle): Promise<Size> {
  const [row] = await database.query<{ [K in keyof Size]: number | string }>(sql`
    select (select count(*) from daily_income) as "incomeRows", (select count(*) from share_ledger) as "ledgerRows",
      (select count(*) from income_day_total) as "dayTotalRows",
      (select sum(pg_total_relation_size(i.inhrelid)) from pg_inherits i where i.inhparent in ('daily_income'::regclass, 'share_ledger'::regclass))
        / 1073741824.0 + (pg_total_relation_size('income_day_total') + pg_total_relation_size('income_month_fund')) / 1073741824.0 as "historyGb",
      pg_database_size(current_database()) / 1073741824.0 as "databaseGb",
      (select count(*) from pg_inherits i where i.inhparent in ('daily_income'::regclass, 'share_ledger'::regclass)) as partitions`);
  if (!row) throw new Error('no size');
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as Size;
}

export async function runHistoryBench(): Promise<void> {
  const customers = flag('customers', DEFAULT_CUSTOMERS);
  const years = flag('years', DEFAULT_YEARS);
  const baseUrl = process.env.DATABASE_URL || DEFAULT_PG;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const suffix = randomBytes(4).toString('hex');
  const small = `fund_history_bench_small_${suffix}`;
  const big = `fund_history_bench_big_${suffix}`;
  try {
    await admin.unsafe(`create database ${small}`);
    let customerId: string;
    // Today's database: migrated and seeded by the server's first start, plus the measured customer.
    {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'fd-history-bench-'));
      const runtime = await startRuntime({
        config: loadConfig({
          NODE_ENV: 'production',
          SITE_ORIGIN: 'https://www.example.com',
          LOG_LEVEL: 'warn',
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          TA_SCHEDULE: 'off',
          DATABASE_URL: urlOf(baseUrl, small),
        }),
      });
      try {
        customerId = (await runtime.app.db.transaction((tx) => prepareHistory(tx))).customerId;
        await runtime.app.db.execute(sql`analyze`);
      } finally {
        await runtime.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    await admin.unsafe(`create database ${big} template ${small}`);
    const bigDb = await openDatabase({ databaseUrl: urlOf(baseUrl, big), dataDir: 'memory://', inMemory: true });
    let size: Size;
    const started = performance.now();
    try {
      await addPopulation(bigDb, customers, years);
      size = await sizeOf(bigDb);
    } finally {
      await bigDb.close();
    }
    const generatedS = (performance.now() - started) / 1000;
    console.log(
      `History at scale (PostgreSQL): ${customers} synthetic customers × ${FUNDS_PER_CUSTOMER} funds × ${years} years added in ${generatedS.toFixed(0)} s: ` +
        `${size.incomeRows.toLocaleString('en')} daily_income rows, ${size.ledgerRows.toLocaleString('en')} ledger rows, ` +
        `${size.dayTotalRows.toLocaleString('en')} day totals, ${size.partitions} partitions; history tables ${size.historyGb.toFixed(2)} GB, ` +
        `database ${size.databaseGb.toFixed(2)} GB`,
    );
    const smallFigures = await measure(urlOf(baseUrl, small), customerId);
    const bigFigures = await measure(urlOf(baseUrl, big), customerId);
    console.log(`  p99 of ${SAMPLES} sequential calls of one customer (50 holdings, 5 years), small database vs big database:`);
    for (const call of CALLS) {
      const s = smallFigures.get(call.name) ?? NaN;
      const b = bigFigures.get(call.name) ?? NaN;
      console.log(
        `    ${call.name.padEnd(24)} small ${s.toFixed(1).padStart(6)} ms   big ${b.toFixed(1).padStart(6)} ms   big/small ${(b / s).toFixed(2)}`,
      );
    }
  } finally {
    await admin.unsafe(`drop database if exists ${big} with (force)`);
    await admin.unsafe(`drop database if exists ${small} with (force)`);
    await admin.end({ timeout: 5 });
  }
}
