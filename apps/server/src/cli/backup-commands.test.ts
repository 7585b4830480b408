import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILURE, EXIT_OK, runCli } from '../cli.ts';
import { sendAdminCommand } from './admin-socket.ts';
import { adminSocketPath } from './data-dir-lock.ts';
import { loadConfig } from '../config.ts';
import { pgliteDirectory } from '../db/database.ts';
import { startRuntime, type Runtime } from '../runtime.ts';
import { DEMO_TRADEACCO, get, placeOrder, signIn } from '../../test/modules/trading/trading.test-support.ts';

// The embedded database is backed up while the server runs, destroyed, and restored with nothing missing.
function envFor(dataDir: string) {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
}

function capture() {
  const lines: string[] = [];
  return { lines, io: { out: (text: string) => void lines.push(text), err: (text: string) => void lines.push(text) } };
}

// A server on disk started twice, a dump and a restore: slow on a busy machine.
const SLOW = 300_000;

interface Snapshot {
  orders: string[];
  holdings: string[];
  sessions: string[];
}

async function snapshot(runtime: Runtime): Promise<Snapshot> {
  const column = async (statement: string) => (await runtime.app.database.query<{ v: string }>(statement)).map((row) => row.v);
  return {
    orders: await column(`select order_no || ' ' || status || ' ' || amount::text as v from trade_order order by 1`),
    holdings: await column(`select customer_id::text || ' ' || fund_code || ' ' || shares::text as v from holding order by 1`),
    sessions: await column(`select token_hash || ' ' || coalesce(revoked_at::text, '') as v from session order by 1`),
  };
}

describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  let runtime: Runtime | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fd-backup-'));
  });
  afterAll(async () => {
    await runtime?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'backs up while the server runs, refuses to restore then or from another file, and restores every order, holding and session',
    async () => {
      const env = envFor(dataDir);
      const file = path.join(dataDir, '..', `${path.basename(dataDir)}.backup`);
      runtime = await startRuntime({ config: loadConfig(env) });
      const token = await signIn(runtime.app);
      const placed = await placeOrder(runtime.app, 'purchase', token, { fundCode: '000512', amount: '100', tradeacco: DEMO_TRADEACCO });
      expect(placed.body.code).toBe('0000');
      const before = await snapshot(runtime);
      expect(before.orders.length).toBeGreaterThan(0);
      expect(before.holdings.length).toBeGreaterThan(0);
      expect(before.sessions.length).toBeGreaterThan(0);

      // What `npm run cli -- backup FILE` does from another process while the server holds the data directory.
      const socket = adminSocketPath(dataDir);
      const backup = await sendAdminCommand(socket, { command: 'backup', args: [file] });
      expect(backup).toMatchObject({ ok: true, output: expect.stringContaining('已备份数据库') });
      const refusedWhileRunning = await sendAdminCommand(socket, { command: 'restore', args: [file] });
      expect(refusedWhileRunning).toMatchObject({ ok: false, output: expect.stringContaining('请先停止服务') });

      await runtime.close();
      runtime = undefined;
      await rm(pgliteDirectory(dataDir), { recursive: true, force: true });

      const other = path.join(dataDir, 'notes.txt');
      await writeFile(other, 'not a backup\n');
      const refusedFile = capture();
      expect(await runCli(['restore', other], { ...refusedFile.io, env })).toBe(EXIT_FAILURE);
      expect(refusedFile.lines.join('\n')).toContain('不是 Fund Direct 的数据库备份');

      const restore = capture();
      expect(await runCli(['restore', file], { ...restore.io, env })).toBe(EXIT_OK);
      expect(restore.lines.join('\n')).toContain('已从');

      runtime = await startRuntime({ config: loadConfig(env) });
      expect(await snapshot(runtime)).toEqual(before);
      // The session issued before the backup still signs the customer in.
      const info = await get<{ mobile: string }>(runtime.app, '/api/account/user-info', token);
      expect(info.body.code).toBe('0000');
      await rm(file, { force: true });
    },
    SLOW,
  );
});
