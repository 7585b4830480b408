// Builds the server and the domain package to JavaScript (apps/server/dist, packages/domain/dist) when the sources
// are newer than the build, so that production runs plain node: node --conditions=fund-direct-built apps/server/dist/server.js
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const projects = [
  { src: 'packages/domain/src', dist: 'packages/domain/dist', tsconfig: 'packages/domain/tsconfig.build.json' },
  { src: 'apps/server/src', dist: 'apps/server/dist', tsconfig: 'apps/server/tsconfig.build.json' },
];
const STAMP = '.built';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  // Tests are not part of the build.
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts') || entry === 'test-support') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// Migrations, word lists and the like are read next to the code that uses them.
function copyAssets(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyAssets(source, target);
    else if (!entry.name.endsWith('.ts') && entry.name !== '.built') {
      mkdirSync(to, { recursive: true });
      copyFileSync(source, target);
    }
  }
}

export function buildServer() {
  const inputs = [
    ...projects.map((p) => join(root, p.src)),
    join(root, 'tsconfig.base.json'),
    ...projects.map((p) => join(root, p.tsconfig)),
  ];
  const sourcesAt = Math.max(...inputs.map(newestMtime));
  const builtAt = Math.min(...projects.map((p) => newestMtime(join(root, p.dist, STAMP))));
  if (builtAt >= sourcesAt) return;
  console.log('正在构建服务端…');
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  for (const project of projects) {
    rmSync(join(root, project.dist), { recursive: true, force: true });
    const result = spawnSync(process.execPath, [tsc, '-p', join(root, project.tsconfig)], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`构建失败：${relative(root, project.tsconfig)}`);
    copyAssets(join(root, project.src), join(root, project.dist));
  }
  for (const project of projects) writeFileSync(join(root, project.dist, STAMP), new Date().toISOString());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildServer();
