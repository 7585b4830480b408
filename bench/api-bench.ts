import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMON_PARAMS, SIGN_HEADERS, signRequest } from '@fund-direct/domain/signing';
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';
import { autocannon } from './autocannon.ts';
import { systemDate } from '../apps/server/src/modules/system/system.service.ts';

export interface EndpointFigures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

export interface ApiBenchResult {
  durationSeconds: number;
  endpoints: Record<'health' | 'systemDate', { app: EndpointFigures; bare: EndpointFigures; ratio: number }>;
}

const DURATION_SECONDS = 10;
const CONNECTIONS = 10;

async function measure(url: string, headers?: Record<string, string>): Promise<EndpointFigures> {
  // The load runs in a worker thread so that it does not share the event loop of the server under test.
  const result = await autocannon({
    url,
    duration: DURATION_SECONDS,
    connections: CONNECTIONS,
    workers: 1,
    ...(headers ? { headers } : {}),
  });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors };
}

// The §7 headers of GET /api/system/date; the signature stays valid for SIGNATURE_MAX_AGE_MS (5 min), far longer than a run.
function signedHeaders(): Record<string, string> {
  const timestamp = String(Date.now());
  return {
    [SIGN_HEADERS.channel]: COMMON_PARAMS.channel,
    [SIGN_HEADERS.version]: COMMON_PARAMS.version,
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.sign]: signRequest({ method: 'GET', path: '/system/date', params: {}, timestamp }),
  };
}

// The full server (PGlite on a fresh data directory, all plugins) against a bare Fastify answering the same JSON from memory.
export async function runApiBench(): Promise<ApiBenchResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fd-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The per-IP limit stays in the measured path, set high enough that one client never reaches it.
    RATE_LIMIT_MAX: '1000000000',
  });
  const runtime = await startRuntime({ config });
  const bare = Fastify({ logger: false });
  bare.get('/api/health', async () => ({ code: '0000', msg: '成功', data: { status: 'ok', db: 'ok' } }));
  bare.get('/api/system/date', async () => ({ code: '0000', msg: '成功', data: systemDate(new Date()) }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const appUrl = runtime.url.replace('localhost', '127.0.0.1');
    const health = { app: await measure(`${appUrl}/api/health`), bare: await measure(`${bareUrl}/api/health`) };
    const headers = signedHeaders();
    const date = { app: await measure(`${appUrl}/api/system/date`, headers), bare: await measure(`${bareUrl}/api/system/date`) };
    const result: ApiBenchResult = {
      durationSeconds: DURATION_SECONDS,
      endpoints: {
        health: { ...health, ratio: health.app.requestsPerSecond / health.bare.requestsPerSecond },
        systemDate: { ...date, ratio: date.app.requestsPerSecond / date.bare.requestsPerSecond },
      },
    };
    console.log(`API (${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`);
    for (const [name, figures] of Object.entries(result.endpoints)) {
      console.log(
        `  ${name.padEnd(11)} app ${figures.app.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.app.p99Ms} ms` +
          ` | bare ${figures.bare.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figures.bare.p99Ms} ms` +
          ` | ratio ${(figures.ratio * 100).toFixed(1)}%` +
          (figures.app.non2xx > 0 ? `  (${figures.app.non2xx} non-2xx)` : ''),
      );
    }
    return result;
  } finally {
    await bare.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
