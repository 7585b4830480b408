import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createSessionStore } from '../apps/server/src/modules/session/session.service.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';
import { benchDatabaseUrl, prepareHistory } from './assets-bench.ts';
import { autocannon } from './autocannon.ts';
import { benchConfig, signedHeaders } from './bench-server.ts';

export interface EndpointFigures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

export interface EndpointComparison {
  app: EndpointFigures;
  bare: EndpointFigures;
  ratio: number;
  // The body both servers answer (the bare route serves the app's answer, byte for byte).
  bytes: number;
}

export interface ApiBenchResult {
  durationSeconds: number;
  engines: { engine: 'pglite' | 'postgres'; endpoints: Record<string, EndpointComparison> }[];
}

// BENCH_SECONDS shortens a run while developing; the figures of record use the default.
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, string>;
  // Signed in as the bench customer (50 holdings, years of history: assets-bench.ts prepareHistory).
  signedIn: boolean;
  signed: boolean;
}

// /api/health is not signed (load balancers call it); everything else carries the §7 headers.
const CALLS: readonly Call[] = [
  { name: 'health', method: 'GET', path: '/health', params: {}, signedIn: false, signed: false },
  { name: 'system date', method: 'GET', path: '/system/date', params: {}, signedIn: false, signed: true },
  { name: 'fund list', method: 'POST', path: '/content/fund/list', params: {}, signedIn: false, signed: true },
  { name: 'user info', method: 'GET', path: '/account/user-info', params: {}, signedIn: true, signed: true },
  { name: 'share info', method: 'GET', path: '/query/share-info', params: { firstflag: '1' }, signedIn: true, signed: true },
  { name: 'my assets', method: 'POST', path: '/query/aggregation', params: {}, signedIn: true, signed: true },
];

async function measure(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body: string | undefined,
): Promise<EndpointFigures> {
  // The load runs in a worker thread so that it does not share the event loop of the server under test.
  const result = await autocannon({
    url,
    method,
    duration: DURATION_SECONDS,
    connections: CONNECTIONS,
    workers: 1,
    headers,
    ...(body ? { body } : {}),
  });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors };
}

// The §7 headers; the signature stays valid for SIGNATURE_MAX_AGE_MS (5 min), longer than one call's runs.
function headersOf(call: Call, token: string): Record<string, string> {
  const headers: Record<string, string> = call.method === 'POST' ? { 'content-type': 'application/json' } : {};
  if (!call.signed) return headers;
  return { ...headers, ...signedHeaders(call.method, call.path, call.params, call.signedIn ? token : undefined) };
}

// The full server (all plugins) on one engine against a bare Fastify answering, from memory, the very bytes the server
// answered: what the request pipeline and the database cost on top of HTTP and JSON.
async function runOn(engine: 'pglite' | 'postgres'): Promise<Record<string, EndpointComparison>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fd-bench-'));
  const pg = engine === 'postgres' && process.env.DATABASE_URL ? await benchDatabaseUrl(process.env.DATABASE_URL) : null;
  const config = benchConfig(dataDir, { TA_SCHEDULE: 'off', ...(pg ? { DATABASE_URL: pg.url } : {}) });
  const runtime = await startRuntime({ config });
  const bare = Fastify({ logger: false });
  const endpoints: Record<string, EndpointComparison> = {};
  try {
    const history = await runtime.app.db.transaction((tx) => prepareHistory(tx));
    await runtime.app.db.execute(sql`analyze`);
    const { token } = await createSessionStore(runtime.app.db, () => new Date()).create(history.customerId);
    const appUrl = runtime.url.replace('localhost', '127.0.0.1');
    const prepared = [];
    for (const call of CALLS) {
      const query = call.method === 'GET' && Object.keys(call.params).length > 0 ? `?${new URLSearchParams(call.params).toString()}` : '';
      const body = call.method === 'POST' ? JSON.stringify(call.params) : undefined;
      const headers = headersOf(call, token);
      // Without accept-encoding, as the load generator asks: the body as the server writes it.
      const probe = await fetch(`${appUrl}/api${call.path}${query}`, {
        method: call.method,
        headers: { ...headers, 'accept-encoding': 'identity' },
        ...(body ? { body } : {}),
      });
      const answer = await probe.text();
      // As UTF-8 bytes, the cheapest a route can send: the app is not credited for an encoding the bare route would redo.
      const answerBytes = Buffer.from(answer);
      const type = probe.headers.get('content-type') ?? 'application/json; charset=utf-8';
      if (probe.status !== 200 || !answer.includes('"code":"0000"'))
        throw new Error(`${call.name}: ${probe.status} ${answer.slice(0, 200)}`);
      bare.route({ method: call.method, url: `/api${call.path}`, handler: async (_request, reply) => reply.type(type).send(answerBytes) });
      prepared.push({ call, query, body, headers, bytes: Buffer.byteLength(answer) });
    }
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    for (const { call, query, body, headers, bytes } of prepared) {
      const app = await measure(`${appUrl}/api${call.path}${query}`, call.method, headers, body);
      const bareFigures = await measure(`${bareUrl}/api${call.path}${query}`, call.method, headers, body);
      endpoints[call.name] = { app, bare: bareFigures, ratio: app.requestsPerSecond / bareFigures.requestsPerSecond, bytes };
    }
    return endpoints;
  } finally {
    await bare.close();
    await runtime.close();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runApiBench(): Promise<ApiBenchResult> {
  const engines: ApiBenchResult['engines'] = [];
  for (const engine of ['pglite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const) {
    const endpoints = await runOn(engine);
    engines.push({ engine, endpoints });
    console.log(`API on ${engine} (${CONNECTIONS} connections, ${DURATION_SECONDS} s each; the bare route answers the same bytes)`);
    for (const [name, figures] of Object.entries(endpoints)) {
      console.log(
        `  ${name.padEnd(11)} ${String(figures.bytes).padStart(6)} B  app ${figures.app.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.app.p99Ms} ms` +
          ` | bare ${figures.bare.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.bare.p99Ms} ms` +
          ` | ratio ${(figures.ratio * 100).toFixed(1)}%` +
          (figures.app.non2xx > 0 ? `  (${figures.app.non2xx} non-2xx)` : ''),
      );
    }
  }
  if (!process.env.DATABASE_URL) console.log('  postgres: set DATABASE_URL to measure the same calls on PostgreSQL');
  return { durationSeconds: DURATION_SECONDS, engines };
}
