import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabaseUrl, prepareBenchCustomer } from './assets-bench.ts';
import { autocannon } from './autocannon.ts';
import { benchEnv, signedHeaders } from './bench-server.ts';
import { cpuSeconds, startServerProcess } from './server-process.ts';

interface Server {
  url: string;
  pid: number;
}

export interface EndpointFigures {
  requestsPerSecond: number;
  // The server process's CPU time per request (µs).
  cpuMicrosPerRequest: number;
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

// Seconds of load per side and call; BENCH_SECONDS shortens a run while developing, the figures of record use the default.
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLICE_SECONDS = Math.min(2, DURATION_SECONDS);
const WARMUP_SECONDS = 1;
// After the server is ready, before the first probe.
const SETTLE_SECONDS = 3;
const CONNECTIONS = 10;
// BENCH_ONLY=name,name measures those calls only (while developing).
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter((name) => name !== '');
const BARE_SERVER = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

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

// A run of the load from this process (the servers have theirs): requests answered and seconds taken.
interface Slice {
  requests: number;
  seconds: number;
  cpuSeconds: number;
  p99Ms: number;
  non2xx: number;
}

async function load(server: { url: string; pid: number }, path: string, call: Prepared, seconds: number): Promise<Slice> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({
    url: `${server.url}${path}`,
    method: call.call.method,
    duration: seconds,
    connections: CONNECTIONS,
    headers: call.headers,
    ...(call.body ? { body: call.body } : {}),
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpuSeconds: cpuSeconds(server.pid) - cpuBefore,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

// The app and the bare route in turns of SLICE_SECONDS, so that the machine's drift over the run falls on both alike;
// each side's throughput is its requests over its own seconds.
async function compare(app: Server, bare: Server, call: Prepared): Promise<EndpointComparison> {
  const path = `/api${call.call.path}${call.query}`;
  // Connections opened and code compiled before anything is counted.
  await load(app, path, call, WARMUP_SECONDS);
  await load(bare, path, call, WARMUP_SECONDS);
  const sides: { app: Slice[]; bare: Slice[] } = { app: [], bare: [] };
  for (let slice = 0; slice < DURATION_SECONDS / SLICE_SECONDS; slice += 1) {
    sides.app.push(await load(app, path, call, SLICE_SECONDS));
    sides.bare.push(await load(bare, path, call, SLICE_SECONDS));
  }
  const total = (runs: Slice[], of: (r: Slice) => number) => runs.reduce((sum, r) => sum + of(r), 0);
  const figures = (runs: Slice[]): EndpointFigures => ({
    requestsPerSecond: total(runs, (r) => r.requests) / total(runs, (r) => r.seconds),
    cpuMicrosPerRequest: (total(runs, (r) => r.cpuSeconds) * 1e6) / total(runs, (r) => r.requests),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    non2xx: total(runs, (r) => r.non2xx),
  });
  const appFigures = figures(sides.app);
  const bareFigures = figures(sides.bare);
  return { app: appFigures, bare: bareFigures, ratio: appFigures.requestsPerSecond / bareFigures.requestsPerSecond, bytes: call.bytes };
}

// The §7 headers; the signature stays valid for SIGNATURE_MAX_AGE_MS (5 min), longer than one call's runs.
function headersOf(call: Call, token: string): Record<string, string> {
  const headers: Record<string, string> = call.method === 'POST' ? { 'content-type': 'application/json' } : {};
  if (!call.signed) return headers;
  return { ...headers, ...signedHeaders(call.method, call.path, call.params, call.signedIn ? token : undefined) };
}

interface Prepared {
  call: Call;
  query: string;
  body: string | undefined;
  headers: Record<string, string>;
  bytes: number;
}

// The bare Fastify, in a process of its own, answering every call with the bytes the server answered.
async function startBare(prepared: readonly Prepared[], answers: readonly { type: string; body: Buffer }[], dir: string) {
  const file = path.join(dir, 'bare-routes.json');
  const routes = prepared.map(({ call }, i) => ({
    method: call.method,
    url: `/api${call.path}`,
    type: answers[i]!.type,
    body: answers[i]!.body.toString('base64'),
  }));
  await writeFile(file, JSON.stringify(routes));
  const child = fork(BARE_SERVER, [file], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [url] = (await once(child, 'message')) as [string];
  const exited = once(child, 'exit');
  return {
    url: url.replace('localhost', '127.0.0.1'),
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// The full server (all plugins) on one engine against a bare Fastify answering, from memory, the very bytes the server
// answered: what the request pipeline and the database cost on top of HTTP and JSON. Each runs as production runs it,
// plain node in a process of its own; the load comes from this process.
async function runOn(engine: 'pglite' | 'postgres'): Promise<Record<string, EndpointComparison>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fd-bench-'));
  const pg = engine === 'postgres' && process.env.DATABASE_URL ? await benchDatabaseUrl(process.env.DATABASE_URL) : null;
  const env = benchEnv(dataDir, { TA_SCHEDULE: 'off', ...(pg ? { DATABASE_URL: pg.url } : {}) });
  const stops: (() => Promise<void>)[] = [];
  const endpoints: Record<string, EndpointComparison> = {};
  try {
    const { token } = await prepareBenchCustomer(env);
    const server = await startServerProcess(env);
    stops.push(server.stop);
    // The search index's shortest answers are computed in the background after the start; measured after them.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const prepared: Prepared[] = [];
    const answers: { type: string; body: Buffer }[] = [];
    for (const call of CALLS.filter((c) => ONLY.length === 0 || ONLY.includes(c.name))) {
      const query = call.method === 'GET' && Object.keys(call.params).length > 0 ? `?${new URLSearchParams(call.params).toString()}` : '';
      const body = call.method === 'POST' ? JSON.stringify(call.params) : undefined;
      const headers = headersOf(call, token);
      // Without accept-encoding, as the load generator asks: the body as the server writes it.
      const probe = await fetch(`${server.url}/api${call.path}${query}`, {
        method: call.method,
        headers: { ...headers, 'accept-encoding': 'identity' },
        ...(body ? { body } : {}),
      });
      const answer = await probe.text();
      if (probe.status !== 200 || !answer.includes('"code":"0000"'))
        throw new Error(`${call.name}: ${probe.status} ${answer.slice(0, 200)}`);
      // As UTF-8 bytes, the cheapest a route can send: the app is not credited for an encoding the bare route would redo.
      answers.push({ type: probe.headers.get('content-type') ?? 'application/json; charset=utf-8', body: Buffer.from(answer) });
      prepared.push({ call, query, body, headers, bytes: Buffer.byteLength(answer) });
    }
    const bare = await startBare(prepared, answers, dataDir);
    stops.push(bare.stop);
    for (const call of prepared) endpoints[call.call.name] = await compare(server, bare, call);
    return endpoints;
  } finally {
    for (const stop of stops.reverse()) await stop();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runApiBench(): Promise<ApiBenchResult> {
  const engines: ApiBenchResult['engines'] = [];
  for (const engine of ['pglite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const) {
    const endpoints = await runOn(engine);
    engines.push({ engine, endpoints });
    console.log(
      `API on ${engine} (built server and bare Fastify each in a process of its own; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each in turns of ${SLICE_SECONDS} s; the bare route answers the same bytes)`,
    );
    for (const [name, figures] of Object.entries(endpoints)) {
      console.log(
        `  ${name.padEnd(11)} ${String(figures.bytes).padStart(6)} B  app ${figures.app.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.app.p99Ms} ms` +
          ` | bare ${figures.bare.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.bare.p99Ms} ms` +
          ` | ratio ${(figures.ratio * 100).toFixed(1)}%` +
          ` | CPU per request app ${figures.app.cpuMicrosPerRequest.toFixed(0)} µs, bare ${figures.bare.cpuMicrosPerRequest.toFixed(0)} µs` +
          (figures.app.non2xx > 0 ? `  (${figures.app.non2xx} non-2xx)` : ''),
      );
    }
  }
  if (!process.env.DATABASE_URL) console.log('  postgres: set DATABASE_URL to measure the same calls on PostgreSQL');
  return { durationSeconds: DURATION_SECONDS, engines };
}
