import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { nextTradingDay } from '@fund-direct/domain/calendar';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { trialsOnTemplateCopies } from './postgres-trials.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { runSeeds } from '../apps/server/src/db/seed/seed-runner.ts';
import { demoNavSeed, fundSeed } from '../apps/server/src/modules/fund/seed/fund.seed.ts';
import { lastNavTradingDate } from '../apps/server/src/modules/ta/ta-simulate.ts';
import { runTaBatch, type TaStepReport } from '../apps/server/src/modules/ta/ta-batch.ts';
import { createFieldCipher } from '../apps/server/src/security/field-cipher.ts';

// Issue 7: the transfer agent confirms 100,000 pending orders of one trade date (purchases with the
// fee recomputed in SQL, and redemptions over FIFO lots with holding-period fees and frozen shares)
// over many customers and funds. Target: under 10 s on PostgreSQL.
// `npm run bench -- ta --orders=100000,250000,500000,1000000 --trials=1` measures the scaling on
// PostgreSQL alone (the target there: 1,000,000 orders in under 60 s); the shape stays the same:
// 30 % redemptions, one customer per five orders.
const ORDERS = 100_000;
const ORDERS_DEFAULT = ORDERS;
const TARGET_MS = 10_000;
const TARGET_MS_PER_MILLION = 60_000;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

interface BenchShape {
  orders: number;
  redemptions: number;
  customers: number;
}

const shapeOf = (orders: number): BenchShape => ({
  orders,
  redemptions: Math.round(orders * 0.3),
  customers: Math.round(orders * 0.2),
});

function flag(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export interface TaBenchResult {
  engine: 'pglite' | 'postgres';
  orders: number;
  totalMs: number;
  ordersPerSecond: number;
  steps: TaStepReport[];
}

// Pending orders written set-based, as the order book would have left them at the cut-off of T.
export async function prepareBenchOrders(database: DatabaseHandle, shape: BenchShape = shapeOf(ORDERS)): Promise<string> {
  const { orders: ORDERS, redemptions: REDEMPTIONS, customers: CUSTOMERS } = shape;
  await migrate(database);
  await runSeeds({ database, fieldCipher: createFieldCipher(randomBytes(32)), modules: [fundSeed, demoNavSeed] });
  const last = await lastNavTradingDate(database.db);
  if (!last) throw new Error('no NAV after seeding');
  const day = nextTradingDay(last);
  const db = database.db;
  await db.execute(sql`
    insert into nav (fund_code, nav_date, unit_nav, acc_nav, income_per_10k)
    select distinct on (fund_code) fund_code, ${day}::date, unit_nav, acc_nav, income_per_10k
    from nav where nav_date <= ${last}::date and unit_nav is not null order by fund_code, nav_date desc`);
  await db.execute(sql`
    insert into customer (custno, mobile, custbelongto)
    select 'B' || lpad(i::text, 9, '0'), '170' || lpad(i::text, 8, '0'), '1' from generate_series(1, ${CUSTOMERS}) i`);
  await db.execute(sql`
    create temporary table bench_customer as
    select row_number() over (order by custno) - 1 as n, id from customer where custno like 'B%'`);
  await db.execute(sql`
    create temporary table bench_fund as
    select row_number() over (order by code) - 1 as n, code from fund
    where state = '1' and status = '0' and setup_date is not null and not is_money_fund`);
  const [{ k } = { k: 0 }] = await database.query<{ k: number }>(sql`select count(*)::int as k from bench_fund`);
  // Redeemers: holdings bought on different days of the past year (several fee tiers), one lot each.
  await db.execute(sql`
    create temporary table bench_position as
    select i, c.id as customer_id, f.code as fund_code, (1000 + i % 100)::numeric(18, 2) as shares,
           (${day}::date - (i % 400)) as acquired
    from generate_series(0, ${REDEMPTIONS - 1}) i
    join bench_customer c on c.n = i % ${CUSTOMERS}
    join bench_fund f on f.n = (i / ${CUSTOMERS} + i) % ${k}`);
  await db.execute(sql`
    insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, ref, effective_date, created_at)
    select customer_id, fund_code, 'adjust', shares, 0, shares, 'bench:' || i, acquired, now() from bench_position`);
  await db.execute(sql`
    insert into share_lot (customer_id, fund_code, acquired_date, charge_type, shares, remaining)
    select customer_id, fund_code, acquired, 'A', shares, shares from bench_position order by i`);
  await db.execute(sql`
    insert into holding (customer_id, fund_code, shares, frozen, cost, dividend_method, tradeacco, first_date, updated_at)
    select customer_id, fund_code, shares, 0, shares, '1', 'B' || i, acquired, now() from bench_position`);
  await db.execute(sql`
    insert into trade_order (order_no, customer_id, client_request_id, business_code, record_code, fund_code, amount, shares,
      charge_type, tradeacco, payment_method, payment_status, trade_date, placed_at, status, updated_at)
    select 'BR' || lpad(p.i::text, 10, '0'), p.customer_id, 'bench-r-' || p.i, '024', '03', p.fund_code, null, 100 + p.i % 50,
      null, null, null, null, ${day}::date, now(), '9', now()
    from bench_position p`);
  await db.execute(sql`
    insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
    select o.customer_id, o.fund_code, 'freeze', 0, o.shares, 0, o.id, ${day}::date, now()
    from trade_order o where o.business_code = '024' and o.trade_date = ${day}::date`);
  await db.execute(sql`
    update holding h set frozen = o.shares from trade_order o
    where o.business_code = '024' and o.trade_date = ${day}::date and h.customer_id = o.customer_id and h.fund_code = o.fund_code`);
  // Purchasers: amounts with fen, the fee left to the batch (no quote), across every open fund.
  await db.execute(sql`
    insert into trade_order (order_no, customer_id, client_request_id, business_code, record_code, fund_code, amount,
      charge_type, tradeacco, payment_method, payment_status, trade_date, placed_at, status, updated_at)
    select 'BP' || lpad(i::text, 10, '0'), c.id, 'bench-p-' || i, '022', '02', f.code, (1000 + (i * 37) % 90000 + (i % 100) / 100.0)::numeric(18, 2),
      'A', 'B' || i, 'card', 'paid', ${day}::date, now(), '9', now()
    from generate_series(0, ${ORDERS - REDEMPTIONS - 1}) i
    join bench_customer c on c.n = (i * 7) % ${CUSTOMERS}
    join bench_fund f on f.n = (i * 3) % ${k}`);
  await database.query('analyze');
  return day;
}

// The batch over orders prepared by prepareBenchOrders for `day`, timed.
async function timedBatch(
  database: DatabaseHandle,
  engine: TaBenchResult['engine'],
  day: string,
  ORDERS = shapeOf(ORDERS_DEFAULT).orders,
): Promise<TaBenchResult> {
  const started = performance.now();
  const steps = await runTaBatch(database.db, day, new Date());
  const totalMs = performance.now() - started;
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>(
    sql`select count(*)::int as n from trade_order where trade_date = ${day}::date and status = '1'`,
  );
  if (n !== ORDERS) throw new Error(`expected ${ORDERS} confirmed orders, got ${n}`);
  return { engine, orders: n, totalMs, ordersPerSecond: (n / totalMs) * 1000, steps };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function report(result: TaBenchResult, trials: readonly TaBenchResult[] = [result]): void {
  const targetMs = result.orders > ORDERS ? (TARGET_MS_PER_MILLION * result.orders) / 1_000_000 : TARGET_MS;
  const target = `target < ${seconds(targetMs)} s`;
  const pass = result.engine === 'postgres' ? (result.totalMs < targetMs ? `  ✓ ${target}` : `  ✗ ${target}`) : '';
  const spread = trials.length > 1 ? ` (median of ${trials.length} trials: ${trials.map((t) => seconds(t.totalMs)).join(', ')} s)` : '';
  console.log(
    `  ${result.engine.padEnd(8)} ${result.orders} orders in ${seconds(result.totalMs)} s${spread} = ${result.ordersPerSecond.toFixed(0)} orders/s${pass}`,
  );
  // The order steps alone (dividends and daily income are per holding, not per order).
  const orderMs = result.steps.filter((s) => s.step.startsWith('confirm_') || s.step.startsWith('fail_')).reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `    of which failing and confirming orders: ${seconds(orderMs)} s = ${((result.orders / orderMs) * 1000).toFixed(0)} orders/s`,
  );
  for (const step of result.steps) {
    const rate = step.rows > 0 && step.ms > 0 ? `${((step.rows / step.ms) * 1000).toFixed(0).padStart(8)} rows/s` : '';
    console.log(`    ${step.step.padEnd(24)} ${String(step.rows).padStart(7)} rows ${step.ms.toFixed(0).padStart(7)} ms ${rate}`);
  }
}

// The PostgreSQL figure is the median of TRIALS runs over copies of one prepared database (postgres-trials.ts).
const TRIALS = 3;

function onPostgres(baseUrl: string, shape = shapeOf(ORDERS), trials = TRIALS): Promise<TaBenchResult[]> {
  return trialsOnTemplateCopies(
    baseUrl,
    'fd_ta_bench',
    trials,
    (database) => prepareBenchOrders(database, shape),
    (database, day) => timedBatch(database, 'postgres', day, shape.orders),
  );
}

// --orders=a,b,c: the batch at each size on PostgreSQL, with --trials=n runs each (default 1).
async function runScaling(sizes: readonly number[]): Promise<TaBenchResult[]> {
  const trials = Number(flag('trials') ?? 1);
  const results: TaBenchResult[] = [];
  for (const orders of sizes) {
    const shape = shapeOf(orders);
    console.log(`TA batch scaling: ${orders} orders (${shape.redemptions} redemptions, ${shape.customers} customers), PostgreSQL`);
    const runs = await onPostgres(process.env.DATABASE_URL || DEFAULT_PG, shape, trials);
    const median = [...runs].sort((x, y) => x.totalMs - y.totalMs)[Math.floor(runs.length / 2)];
    if (median) {
      report(median, runs);
      results.push(median);
    }
  }
  const base = results[0];
  if (base) {
    console.log('  orders      seconds   × time   × orders');
    for (const r of results) {
      console.log(
        `  ${String(r.orders).padEnd(10)} ${seconds(r.totalMs).padStart(8)} ${(r.totalMs / base.totalMs).toFixed(2).padStart(8)} ${(r.orders / base.orders).toFixed(2).padStart(9)}`,
      );
    }
  }
  return results;
}

export async function runTaBench(): Promise<TaBenchResult[]> {
  const sizes = flag('orders');
  if (sizes) return runScaling(sizes.split(',').map(Number));
  const [ORDERS, REDEMPTIONS, CUSTOMERS] = [
    shapeOf(ORDERS_DEFAULT).orders,
    shapeOf(ORDERS_DEFAULT).redemptions,
    shapeOf(ORDERS_DEFAULT).customers,
  ];
  console.log(
    `TA batch (${ORDERS} pending orders of one trade date: ${ORDERS - REDEMPTIONS} purchases, ${REDEMPTIONS} redemptions, ${CUSTOMERS} customers)`,
  );
  const results: TaBenchResult[] = [];
  const trials = await onPostgres(process.env.DATABASE_URL || DEFAULT_PG);
  const median = [...trials].sort((x, y) => x.totalMs - y.totalMs)[Math.floor(trials.length / 2)];
  if (median) {
    report(median, trials);
    results.push(median);
  }
  const lite = await openDatabase({ dataDir: 'memory://', inMemory: true, databaseUrl: undefined });
  try {
    const result = await timedBatch(lite, 'pglite', await prepareBenchOrders(lite));
    report(result);
    results.push(result);
  } finally {
    await lite.close();
  }
  return results;
}
