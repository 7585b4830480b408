import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// The customer site and the operations console (/ops/), each built from its own sources and the domain.
// `outputs`: what the build must have produced besides dist/index.html (the web app's server renderer).
const APPS = [
  { workspace: '@fund-direct/web', dir: 'apps/web', outputs: ['dist-server/entry-server.js'] },
  { workspace: '@fund-direct/ops', dir: 'apps/ops', outputs: [] },
] as const;
type App = (typeof APPS)[number];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale(app: App): boolean {
  const distIndex = path.join(REPO_ROOT, app.dir, 'dist/index.html');
  if (!existsSync(distIndex)) return true;
  if (app.outputs.some((output) => !existsSync(path.join(REPO_ROOT, app.dir, output)))) return true;
  const built = statSync(distIndex).mtimeMs;
  const sources = [
    `${app.dir}/src`,
    `${app.dir}/index.html`,
    `${app.dir}/vite.config.ts`,
    `${app.dir}/vite.ssr.config.ts`,
    'packages/domain/src',
  ];
  return sources.some((source) => newestMtime(path.join(REPO_ROOT, source)) > built);
}

export function webBuildIsStale(): boolean {
  return APPS.some(buildIsStale);
}

// Builds apps/web and apps/ops when dist is missing or older than any source it is made from.
export function ensureWebBuilt(): void {
  for (const app of APPS) {
    if (!buildIsStale(app)) continue;
    console.log(`[e2e] building ${app.dir} …`);
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: REPO_ROOT, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`${app.dir} build failed (exit ${result.status ?? 'signal'})`);
  }
}
