import { defaultRenderWorkers, loadConfig } from '../apps/server/src/config.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';
import { ensureWebBuilt } from '../e2e/support/web-build.ts';
import { ms, openLoop, type LatencyFigures } from './open-loop.ts';

// Targets of the server-rendered fund detail at 200 requests/s (open loop): p99 from the page cache and rendered anew.
export const SSR_TARGETS = { rate: 200, cachedP99Ms: 30, uncachedP99Ms: 150 } as const;
export const SSR_BENCH_PAGE = '/fund_detail?fundCode=000512';
const SAMPLES = 40;
// Render workers of the second server: the production default unless SSR_BENCH_WORKERS says otherwise. The uncached
// load is sent once to a server rendering on its own thread, once to one configured like production.
const WORKERS = process.env.SSR_BENCH_WORKERS ?? String(defaultRenderWorkers('production'));

export interface SsrBenchResult {
  cached: LatencyFigures;
  uncachedInThread: LatencyFigures;
  uncached: LatencyFigures;
  workers: number;
  // Mean time of a cache miss by part (the Server-Timing the server sends with a rendered page).
  missSplitMs: { data: number; render: number; assemble: number };
}

function timingOf(header: string | null): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const item of (header ?? '').split(',')) {
    const [name, ...params] = item.trim().split(';');
    const duration = params.find((param) => param.startsWith('dur='));
    if (name && duration) parts[name] = Number(duration.slice(4));
  }
  return parts;
}

async function withServer<T>(workers: string, use: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    NODE_ENV: 'production',
    SITE_ORIGIN: 'https://www.example.com',
    LOG_LEVEL: 'warn',
    SSR_WORKERS: workers,
  });
  const runtime = await startRuntime({ config });
  try {
    return await use(`${runtime.url.replace('localhost', '127.0.0.1')}${SSR_BENCH_PAGE}`);
  } finally {
    await runtime.close();
  }
}

export async function runSsrBench(): Promise<SsrBenchResult> {
  ensureWebBuilt();
  const seconds = Number(process.env.SSR_BENCH_SECONDS ?? 10);
  const headers = { accept: 'text/html' };
  const uncachedLoad = (url: string) =>
    openLoop({ url, method: 'GET', headers, rate: SSR_TARGETS.rate, durationSeconds: seconds, uniqueQueryParam: 'n' });

  const { split, uncachedInThread } = await withServer('0', async (url) => {
    // Where a miss spends its time: each request a new significant parameter, so none is served from the cache.
    const split = { data: 0, render: 0, assemble: 0 };
    for (let i = 0; i < SAMPLES; i += 1) {
      const response = await fetch(`${url}&sample=${i}`, { headers });
      await response.text();
      const timing = timingOf(response.headers.get('server-timing'));
      split.data += (timing.data ?? 0) / SAMPLES;
      split.render += (timing.render ?? 0) / SAMPLES;
      split.assemble += (timing.assemble ?? 0) / SAMPLES;
    }
    return { split, uncachedInThread: await uncachedLoad(url) };
  });
  const { cached, uncached } = await withServer(WORKERS, async (url) => {
    // The workers load the renderer with their first pages.
    for (let i = 0; i < 4 * Math.max(1, Number(WORKERS)); i += 1) await (await fetch(`${url}&warm=${i}`, { headers })).text();
    const cached = await openLoop({ url, method: 'GET', headers, rate: SSR_TARGETS.rate, durationSeconds: seconds });
    return { cached, uncached: await uncachedLoad(url) };
  });

  console.log(`\nssr: server HTML of ${SSR_BENCH_PAGE} at ${SSR_TARGETS.rate} req/s, ${seconds} s each`);
  console.log('                      p50     p90     p99     max   req/s  failed  target p99');
  const line = (label: string, f: LatencyFigures, target: number) =>
    console.log(
      `${label.padEnd(18)} ${ms(f.p50Ms, 7)} ${ms(f.p90Ms, 7)} ${ms(f.p99Ms, 7)} ${ms(f.maxMs, 7)} ${ms(f.achieved, 7)} ${String(f.failed).padStart(7)}  ≤ ${target} ms ${f.p99Ms <= target ? 'ok' : 'MISSED'}`,
    );
  const workers = Number(WORKERS);
  line(`cached`, cached, SSR_TARGETS.cachedP99Ms);
  line(`uncached, ${workers} worker${workers === 1 ? '' : 's'}`, uncached, SSR_TARGETS.uncachedP99Ms);
  line('uncached, in-thread', uncachedInThread, SSR_TARGETS.uncachedP99Ms);
  console.log(
    `cache miss (mean of ${SAMPLES}, ms): data ${split.data.toFixed(1)}, React render ${split.render.toFixed(1)}, HTML assembly ${split.assemble.toFixed(1)}`,
  );
  return { cached, uncached, uncachedInThread, workers, missSplitMs: split };
}
