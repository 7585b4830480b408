import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Latency "at N requests/s" is measured with requests arriving evenly at that rate, from another
// process. autocannon's overallRate is no such thing: each connection spends its per-second budget
// back to back at the start of every second and then waits, so its latencies are those of a
// saturated burst; it stays in use for the saturated figures (the most one instance serves).
export interface OpenLoopJob {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  // Requests sent in turn instead of the one above (headers added to `headers`), e.g. a mix of keywords.
  variants?: { headers: Record<string, string>; body: string }[];
  rate: number;
  durationSeconds: number;
  // Sent at the same rate before measuring: connections opened, code paths compiled.
  warmupSeconds: number;
  // Requests in flight at most; one that finds them all busy waits, and that wait is counted.
  sockets: number;
  // A query parameter of this name with the request's number is added to the URL: every request asks for a page
  // no cache holds (ssr-bench's uncached figures).
  uniqueQueryParam?: string;
}

export interface OpenLoopResult {
  latenciesMs: number[];
  offered: number;
  achieved: number;
  non2xx: number;
  errors: number;
}

export interface LatencyFigures {
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  achieved: number;
  failed: number;
}

const CHILD = fileURLToPath(new URL('./open-loop-child.ts', import.meta.url));

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

export async function openLoop(job: Omit<OpenLoopJob, 'warmupSeconds' | 'sockets'> & Partial<OpenLoopJob>): Promise<LatencyFigures> {
  const full: OpenLoopJob = { warmupSeconds: 1, sockets: 64, ...job };
  const result = await new Promise<OpenLoopResult>((resolve, reject) => {
    const child = fork(CHILD, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve(message as OpenLoopResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(full);
  });
  const sorted = result.latenciesMs;
  return {
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    achieved: result.achieved,
    failed: result.non2xx + result.errors,
  };
}

export const ms = (value: number, width = 6) => value.toFixed(1).padStart(width);
