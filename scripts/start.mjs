// npm start, first step: build the web app, the operations console and the server when their builds are missing or stale. The npm script then
// execs node on the built server, so that the process a supervisor holds is the server itself (signals reach it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The customer site and the operations console (served under /ops/), each with the sources its build is made from.
const apps = [
  // outputs: files the build must have produced besides dist/index.html (the web app's server renderer).
  { workspace: '@fund-direct/web', dir: 'apps/web', label: '网页', outputs: ['dist-server/entry-server.js'] },
  { workspace: '@fund-direct/ops', dir: 'apps/ops', label: '运营管理平台', outputs: [] },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

for (const app of apps) {
  const dist = join(root, app.dir, 'dist/index.html');
  const sources = ['src', 'index.html', 'public', 'vite.config.ts', 'vite.ssr.config.ts']
    .map((p) => join(root, app.dir, p))
    .concat(join(root, 'packages/domain/src'));
  const complete = existsSync(dist) && app.outputs.every((output) => existsSync(join(root, app.dir, output)));
  const builtAt = complete ? statSync(dist).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map(newestMtime));
  if (builtAt < sourcesAt) {
    console.log(builtAt ? `${app.label}代码有更新，正在重新构建…` : `首次启动，正在构建${app.label}…`);
    // A build to serve: React's and Ant Design's production code whatever NODE_ENV the caller runs under (tests set test).
    const env = { ...process.env, NODE_ENV: 'production' };
    const build = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: root, stdio: 'inherit', env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

buildServer();
