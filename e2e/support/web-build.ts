import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale(): boolean {
  if (!existsSync(DIST_INDEX)) return true;
  const built = statSync(DIST_INDEX).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(REPO_ROOT, source)) > built);
}

// Builds apps/web when dist is missing or older than any source it is made from.
export function ensureWebBuilt(): void {
  if (!webBuildIsStale()) return;
  console.log('[e2e] building apps/web …');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', '@fund-direct/web'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status ?? 'signal'})`);
}
