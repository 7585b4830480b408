import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/pool-use.ts';

// The process's Prometheus metrics (docs/operations.md, "Metrics", says what each means). One registry per process:
// modules count into it wherever the event happens; /metrics (plugins/metrics.ts) serves it. Labels take only a
// few fixed values each (route patterns, status codes, step and cache names), never a URL, a keyword or a customer.
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];
const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'fund_direct_http_request_duration_seconds',
  help: 'Time from request to response, per route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers,
});

export const taStepDuration = new Histogram({
  name: 'fund_direct_ta_step_duration_seconds',
  help: 'Duration of each TA batch step (its transaction)',
  labelNames: ['step'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  registers,
});

export const taStepRows = new Counter({
  name: 'fund_direct_ta_step_rows_total',
  help: 'Rows written by each TA batch step',
  labelNames: ['step'] as const,
  registers,
});

export const smsSends = new Counter({
  name: 'fund_direct_sms_sends_total',
  help: 'SMS handed to the provider, by provider and outcome (sent or failed)',
  labelNames: ['provider', 'outcome'] as const,
  registers,
});

export const loginFailures = new Counter({
  name: 'fund_direct_login_failures_total',
  help: 'Refused sign-ins: customer or staff, wrong password/code or account locked',
  labelNames: ['who', 'reason'] as const,
  registers,
});

export const searchDuration = new Histogram({
  name: 'fund_direct_search_duration_seconds',
  help: 'Time to answer a search in the server, cached answers included (the answer cache has its own hit rate)',
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
  registers,
});

export const pageRenderDuration = new Histogram({
  name: 'fund_direct_page_render_duration_seconds',
  help: 'Time to render a public page missing from the page cache, on the server thread or a render worker',
  labelNames: ['thread'] as const,
  buckets: [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

const cacheRequests = new Counter({
  name: 'fund_direct_cache_requests_total',
  help: 'Lookups of the server caches by cache name and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers,
});

export type LoginFailureReason = 'password' | 'code' | 'locked';

export function recordLoginFailure(who: 'customer' | 'staff', reason: LoginFailureReason): void {
  loginFailures.inc({ who, reason });
}

export function countSmsSend(provider: string, outcome: 'sent' | 'failed'): void {
  smsSends.inc({ provider, outcome });
}

export function observeTaStep(step: string, seconds: number, rows: number): void {
  taStepDuration.observe({ step }, seconds);
  taStepRows.inc({ step }, rows);
}

export interface CacheMetrics {
  hit(count?: number): void;
  miss(count?: number): void;
}

// Any cache counts its lookups here under its own name (a fixed, short name such as `fund-catalogue`).
export function cacheMetrics(name: string): CacheMetrics {
  const hits = cacheRequests.labels(name, 'hit');
  const misses = cacheRequests.labels(name, 'miss');
  return { hit: (count = 1) => hits.inc(count), miss: (count = 1) => misses.inc(count) };
}

// Databases open in this process, read when scraped.
const pools = new Map<object, { driver: string; use: () => PoolUse }>();

export function watchPool(owner: object, driver: string, use: () => PoolUse): () => void {
  pools.set(owner, { driver, use });
  return () => void pools.delete(owner);
}

function poolGauge(name: string, help: string, read: (use: PoolUse) => number): Gauge<'driver'> {
  return new Gauge({
    name,
    help,
    labelNames: ['driver'] as const,
    registers,
    collect() {
      this.reset();
      for (const { driver, use } of pools.values()) this.inc({ driver }, read(use()));
    },
  });
}

poolGauge('fund_direct_db_pool_size', 'Connections the database pool may open (PGlite: 1)', (use) => use.size);
poolGauge('fund_direct_db_pool_in_use', 'Statements and transactions holding a connection now (PGlite: statements in flight)', (use) =>
  Math.min(use.inFlight, use.size),
);
poolGauge('fund_direct_db_pool_idle', 'Connections of the pool not in use', (use) => Math.max(0, use.size - use.inFlight));
poolGauge('fund_direct_db_pool_waiting', 'Statements and transactions waiting for a connection', (use) =>
  Math.max(0, use.inFlight - use.size),
);

let defaultsCollected = false;

// Node's own process metrics (CPU, memory, event loop lag, GC), once per process, when metrics are served.
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
