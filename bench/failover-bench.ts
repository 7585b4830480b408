import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { lastNavTradingDate, runTaBatch } from '../apps/server/src/modules/ta/ta.public.ts';
import { runTaOnce } from '../apps/server/src/modules/ta/ta-run-once.ts';
import { SiteClient, type CallResult } from './failover-client.ts';

// npm run bench -- failover: steady load through HAProxy while one instance is killed (SIGKILL) and another stopped (SIGTERM),
// both restarted; then every purchase the clients saw accepted must exist exactly once, and every session issued before
// the kill must still work. FAILOVER_SECONDS sets the length (default 60).

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLUSTER_DIR = path.join(ROOT, '.bench/cluster');
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/fund_cluster_bench';
const PORT_BASE = 3311;
const LB_PORT = 3349;
const CLIENTS = 4;
// The demo customer with a fund account and the 招商银行 card (per day 10万: 100 a purchase leaves room for 1000).
const CUSTOMER = '13800000001';
const TRADEACCO = '0100001';
const PURCHASE = { fundCode: '000512', amount: '100', paymentMethod: 'card', tradeacco: TRADEACCO };
const PURCHASE_ATTEMPTS = 8;

const clusterEnv = {
  ...process.env,
  CLUSTER_DIR,
  CLUSTER_DATABASE_URL: DATABASE_URL,
  CLUSTER_REDIS_URL: 'redis://127.0.0.1:6379/11',
  CLUSTER_PORT_BASE: String(PORT_BASE),
  CLUSTER_LB_PORT: String(LB_PORT),
  CLUSTER_FRESH: '1',
  // The demo customer and its card; passwords hashed at the test cost, so that the load measures the failover rather than
  // scrypt on a shared machine.
  CLUSTER_NODE_ENV: 'test',
  TA_SCHEDULE: 'off',
  LOG_LEVEL: 'warn',
  // Every client comes from 127.0.0.1: the per-IP limit would measure itself, not the failover.
  RATE_LIMIT_MAX: '1000000000',
};

function cluster(...args: string[]): void {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'deploy/cluster.mjs'), ...args], { env: clusterEnv, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`cluster ${args.join(' ')} failed`);
}

// While the clients run: the bench's own event loop must keep serving them.
function clusterAsync(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'deploy/cluster.mjs'), ...args], { env: clusterEnv, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cluster ${args.join(' ')} failed`))));
  });
}

function pidOf(instance: number): number {
  const state = JSON.parse(readFileSync(path.join(CLUSTER_DIR, 'state.json'), 'utf8')) as { instances: Record<string, { pid: number }> };
  const entry = state.instances[instance];
  if (!entry) throw new Error(`instance ${instance} unknown`);
  return entry.pid;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FailoverFigures {
  seconds: number;
  requests: number;
  failed: number;
  purchasesAccepted: number;
  purchaseRetries: number;
  purchasesRefused: number;
  ordersLost: number;
  ordersDuplicated: number;
  sessionsChecked: number;
  sessionsLost: number;
  longestPauseMs: number;
}

interface Tally {
  requests: number;
  failed: number;
  longestPauseMs: number;
  accepted: string[];
  retries: number;
  refused: Map<string, number>;
  failures: Map<string, number>;
}

function count(tally: Tally, result: CallResult, what: string): CallResult {
  tally.requests += 1;
  if (result.failed) {
    tally.failed += 1;
    const key = `${what}: ${result.body ? `${result.body.code} ${result.body.msg}` : 'no answer'}`;
    tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
  } else if (!result.ok) {
    const key = `${what}: ${result.body?.code} ${result.body?.msg}`;
    tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
  }
  return result;
}

// Like the web client: on a failure that may or may not have placed the order, the same request again.
async function purchaseWithRetry(client: SiteClient, tally: Tally): Promise<void> {
  const clientRequestId = client.newRequestId();
  const started = performance.now();
  for (let attempt = 1; attempt <= PURCHASE_ATTEMPTS; attempt += 1) {
    const tradePassword = await client.encrypt(DEMO_TRADE_PASSWORD);
    const result = count(tally, await client.call('POST', '/trade/purchase', { ...PURCHASE, clientRequestId, tradePassword }), 'purchase');
    if (result.ok) {
      tally.accepted.push(clientRequestId);
      break;
    }
    if (!result.failed) break;
    tally.retries += 1;
    await sleep(200 * attempt);
  }
  tally.longestPauseMs = Math.max(tally.longestPauseMs, performance.now() - started);
}

async function timed(tally: Tally, what: string, work: Promise<CallResult>): Promise<CallResult> {
  const result = count(tally, await work, what);
  tally.longestPauseMs = Math.max(tally.longestPauseMs, result.ms);
  return result;
}

// One customer's visit, over and over: sign in now and then, the fund list, the account, the assets, a purchase.
async function customerLoop(baseUrl: string, until: number, tally: Tally): Promise<void> {
  const client = new SiteClient(baseUrl);
  for (let round = 0; Date.now() < until; round += 1) {
    if (round % 20 === 0 || !client.token) await timed(tally, 'login', client.login(CUSTOMER, DEMO_PASSWORD));
    await timed(tally, 'fund list', client.call('POST', '/content/fund/list', { pageNum: 1 }));
    await timed(tally, 'user info', client.call('GET', '/account/user-info'));
    await timed(tally, 'my assets', client.call('GET', '/query/share-info', { firstflag: '1' }));
    await purchaseWithRetry(client, tally);
  }
}

export async function runFailover(seconds: number): Promise<FailoverFigures> {
  cluster('start');
  const baseUrl = `http://127.0.0.1:${LB_PORT}`;
  const sql = postgres(DATABASE_URL, { max: 2, onnotice: () => {} });
  try {
    // Sessions issued before anything fails: each must still work at the end.
    const early: SiteClient[] = [];
    for (let i = 0; i < 5; i += 1) {
      const client = new SiteClient(baseUrl);
      if (!(await client.login(CUSTOMER, DEMO_PASSWORD)).ok) throw new Error('demo login failed');
      early.push(client);
    }
    const tally: Tally = { requests: 0, failed: 0, longestPauseMs: 0, accepted: [], retries: 0, refused: new Map(), failures: new Map() };
    const started = Date.now();
    const until = started + seconds * 1000;
    const load = Promise.all(Array.from({ length: CLIENTS }, () => customerLoop(baseUrl, until, tally)));

    const at = (fraction: number) => sleep(Math.max(0, started + seconds * 1000 * fraction - Date.now()));
    await at(0.25);
    const killed = pidOf(1);
    process.kill(killed, 'SIGKILL');
    console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s: SIGKILL instance 1 (pid ${killed})`);
    await at(0.45);
    const stopped = pidOf(2);
    process.kill(stopped, 'SIGTERM');
    console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s: SIGTERM instance 2 (pid ${stopped})`);
    await at(0.6);
    await clusterAsync('start-instance', '1');
    console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s: instance 1 back`);
    // A stopping instance finishes its requests first; it is started again once it has exited.
    while (isAlive(stopped)) await sleep(200);
    await clusterAsync('start-instance', '2');
    console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s: instance 2 back`);
    await load;

    let sessionsLost = 0;
    for (const client of early) if (!(await client.call('GET', '/account/user-info')).ok) sessionsLost += 1;

    const rows = await sql<{ id: string; n: number }[]>`
      select client_request_id as id, count(*)::int as n from trade_order where client_request_id = any(${tally.accepted}) group by 1`;
    const found = new Map(rows.map((row) => [row.id, row.n]));
    const figures: FailoverFigures = {
      seconds,
      requests: tally.requests,
      failed: tally.failed,
      purchasesAccepted: tally.accepted.length,
      purchaseRetries: tally.retries,
      purchasesRefused: [...tally.refused].filter(([key]) => key.startsWith('purchase')).reduce((sum, [, n]) => sum + n, 0),
      ordersLost: tally.accepted.filter((id) => !found.has(id)).length,
      ordersDuplicated: [...found.values()].filter((n) => n > 1).length,
      sessionsChecked: early.length,
      sessionsLost,
      longestPauseMs: Math.round(tally.longestPauseMs),
    };
    for (const [reason, n] of tally.refused) console.log(`  refused ${n}×: ${reason}`);
    for (const [reason, n] of tally.failures) console.log(`  failed ${n}×: ${reason}`);
    return figures;
  } finally {
    await sql.end({ timeout: 5 });
    cluster('stop');
  }
}

export interface BatchOnceResult {
  tradeDate: string;
  outcomes: ('ran' | 'declined')[];
}

// Two instances start the day's batch at the same moment (two connection pools, as two processes would have): one runs it,
// the other declines.
export async function runBatchOnTwoInstances(): Promise<BatchOnceResult> {
  const [a, b] = await Promise.all([
    openDatabase({ databaseUrl: DATABASE_URL, dataDir: '', inMemory: false }),
    openDatabase({ databaseUrl: DATABASE_URL, dataDir: '', inMemory: false }),
  ]);
  try {
    const tradeDate = await lastNavTradingDate(a.db);
    if (!tradeDate) throw new Error('no NAV to run a batch on');
    const now = new Date();
    const outcomes = await Promise.all([a, b].map((handle) => runTaOnce(handle, () => runTaBatch(handle.db, tradeDate, now))));
    return { tradeDate, outcomes: outcomes.map((outcome) => (outcome.ran ? 'ran' : 'declined')) };
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}

export async function runFailoverBench(): Promise<void> {
  const seconds = Number(process.env.FAILOVER_SECONDS ?? 60);
  console.log(`Failover (${CLIENTS} clients through HAProxy, ${seconds} s; 3 instances on PostgreSQL ${DATABASE_URL})`);
  const figures = await runFailover(seconds);
  console.log(
    `  requests ${figures.requests}, failed ${figures.failed}; purchases accepted ${figures.purchasesAccepted} ` +
      `(retried ${figures.purchaseRetries}, refused ${figures.purchasesRefused}); orders lost ${figures.ordersLost}, ` +
      `duplicated ${figures.ordersDuplicated}; sessions lost ${figures.sessionsLost}/${figures.sessionsChecked}; ` +
      `longest pause ${figures.longestPauseMs} ms`,
  );
  const batch = await runBatchOnTwoInstances();
  console.log(`  TA batch ${batch.tradeDate} started on two instances at once: ${batch.outcomes.join(' / ')}`);
  if (figures.ordersLost > 0 || figures.ordersDuplicated > 0 || figures.sessionsLost > 0) process.exitCode = 1;
}
