import type { TestProject } from 'vitest/node';
import { loadConfig } from '../apps/server/src/config.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';
import { ensureWebBuilt } from './support/web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// Builds the site when its sources changed, then serves it with the API from an
// in-memory server on a free port for the journeys.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuilt();
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'test', LOG_LEVEL: 'warn' });
  const runtime = await startRuntime({ config });
  project.provide('baseUrl', runtime.url.replace('localhost', '127.0.0.1'));
  return () => runtime.close();
}
