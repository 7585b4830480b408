import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive, lockPath } from './cli/data-dir-lock.ts';

// Issue 16: the process a supervisor starts with `npm start` ends the server on SIGTERM and frees the data directory.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'fd-start-'));

async function startAndStop(): Promise<{ serverPid: number; code: number | null }> {
  // The embedded database of a data directory of its own, whatever database the rest of the suite runs on.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', TA_SCHEDULE: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Fund Direct 已启动')) resolve();
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', () => reject(new Error(`start ended early:\n${output}`)));
  });
  const serverPid = Number(readFileSync(lockPath(dataDir), 'utf8').trim());
  child.kill('SIGTERM');
  const code = await exited;
  // The server itself is gone, not only the process that was signalled.
  for (let i = 0; i < 50 && isProcessAlive(serverPid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return { serverPid, code };
}

describe('npm start under a supervisor', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops the server on SIGTERM to the started process, releases the data directory, and starts again', async () => {
    const first = await startAndStop();
    expect(isProcessAlive(first.serverPid)).toBe(false);
    expect(existsSync(lockPath(dataDir))).toBe(false);
    const second = await startAndStop();
    expect(second.serverPid).not.toBe(first.serverPid);
    expect(isProcessAlive(second.serverPid)).toBe(false);
    expect(existsSync(lockPath(dataDir))).toBe(false);
  }, 600_000);
});
