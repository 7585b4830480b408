import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAdminCommand } from './cli/admin-socket.ts';
import { adminSocketPath, DataDirLockedError, lockHolder } from './cli/data-dir-lock.ts';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, runCli } from './cli.ts';
import { loadConfig } from './config.ts';
import { startRuntime, type Runtime } from './runtime.ts';

const run = promisify(execFile);
const CLI_ENTRY = fileURLToPath(new URL('./cli.ts', import.meta.url));

// The CLI always works on a local PGlite directory here, whatever DATABASE_URL the test run has.
function envFor(dataDir: string) {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
}

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, io: { out: (text: string) => void lines.push(text), err: (text: string) => void errors.push(text) } };
}

// Starting a server on disk and a second Node process is slow on a busy machine.
const SLOW = 120_000;

describe('cli', () => {
  let dataDir: string;
  let runtime: Runtime | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fd-cli-'));
  });
  afterAll(async () => {
    await runtime?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints usage for help and exits 2 for an unknown command', async () => {
    const help = capture();
    expect(await runCli(['help'], { ...help.io, env: envFor(dataDir) })).toBe(EXIT_OK);
    expect(help.lines.join('\n')).toContain('migrate');
    const unknown = capture();
    expect(await runCli(['frobnicate'], { ...unknown.io, env: envFor(dataDir) })).toBe(EXIT_USAGE);
    expect(unknown.errors.join('\n')).toContain('未知命令');
    expect(await runCli([], { ...capture().io, env: envFor(dataDir) })).toBe(EXIT_USAGE);
  });

  it(
    'sends commands to the running server over its admin socket',
    async () => {
      runtime = await startRuntime({ config: loadConfig(envFor(dataDir)) });
      expect(lockHolder(dataDir)).toBeNull(); // our own pid does not count as another holder
      expect((await stat(adminSocketPath(dataDir))).mode & 0o777).toBe(0o600);

      const health = await fetch(`${runtime.url}/api/health`);
      expect(((await health.json()) as { data: { db: string } }).data.db).toBe('ok');

      const direct = await sendAdminCommand(adminSocketPath(dataDir), { command: 'migrate', args: [] });
      expect(direct).toEqual({ ok: true, output: '数据库已是最新，无需迁移' });
      const unknown = await sendAdminCommand(adminSocketPath(dataDir), { command: 'nope', args: [] });
      expect(unknown).toMatchObject({ ok: false, usage: true });

      // A real CLI process finds the lock of this one and goes through the socket.
      const child = await run(process.execPath, ['--import', 'tsx', CLI_ENTRY, 'seed'], {
        env: { ...envFor(dataDir), PATH: process.env.PATH ?? '' },
        cwd: path.dirname(CLI_ENTRY),
      });
      expect(child.stdout).toContain('已执行种子模块：system-params');
    },
    SLOW,
  );

  it(
    'refuses a second server on the same data directory',
    async () => {
      await expect(startRuntime({ config: loadConfig(envFor(dataDir)) })).rejects.toBeInstanceOf(DataDirLockedError);
    },
    SLOW,
  );

  it(
    'opens the data directory itself when no server runs',
    async () => {
      await runtime?.close();
      runtime = undefined;
      const seed = capture();
      expect(await runCli(['seed'], { ...seed.io, env: envFor(dataDir) })).toBe(EXIT_OK);
      expect(seed.lines.join('\n')).toContain('system-params');
      const migrate = capture();
      expect(await runCli(['migrate'], { ...migrate.io, env: envFor(dataDir) })).toBe(EXIT_OK);
      expect(migrate.lines.join('\n')).toContain('无需迁移');
    },
    SLOW,
  );

  it('fails clearly on a bad configuration', async () => {
    const bad = capture();
    expect(await runCli(['migrate'], { ...bad.io, env: { ...envFor(dataDir), PORT: 'x' } })).toBe(EXIT_FAILURE);
    expect(bad.errors.join('\n')).toContain('PORT');
  });
});
