import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number; total: number };
  // Seconds the run took.
  duration: number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

export interface AutocannonOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  duration: number;
  connections: number;
  workers?: number;
  headers?: Record<string, string>;
}

// autocannon ships no types; this is the slice of its API used here: saturated (closed-loop) runs.
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;
