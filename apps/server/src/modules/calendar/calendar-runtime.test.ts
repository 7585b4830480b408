import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALENDAR_LAST_DATE, resetCalendarYearsForTests } from '@fund-direct/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAdminCommand } from '../../cli/admin-socket.ts';
import { adminSocketPath } from '../../cli/data-dir-lock.ts';
import { EXIT_FAILURE, EXIT_OK, runCli } from '../../cli.ts';
import { loadConfig } from '../../config.ts';
import { startRuntime, type Runtime } from '../../runtime.ts';

// TEST FIXTURES: invented 2027 and 2028 (not announced); never shipped or stored outside tests.
const SYNTHETIC_2027 = { year: 2027, holidays: [{ name: '测试元旦', from: '2027-01-01', to: '2027-01-03' }], makeUpWorkdays: [] };
const SYNTHETIC_2028 = { year: 2028, holidays: [{ name: '测试元旦', from: '2028-01-01', to: '2028-01-03' }], makeUpWorkdays: [] };

// The CLI always works on a local PGlite directory here, whatever DATABASE_URL the test run has.
function envFor(dataDir: string) {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
}

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, io: { out: (text: string) => void lines.push(text), err: (text: string) => void errors.push(text) } };
}

// A server on disk (migrations and seeds) is slow on a busy machine.
const SLOW = 180_000;

describe('calendar years and the server process', () => {
  let dir: string;
  let dataDir: string;
  let runtime: Runtime | undefined;
  const file = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fd-calendar-runtime-'));
    dataDir = path.join(dir, 'data');
    await writeFile(file('2027.json'), JSON.stringify(SYNTHETIC_2027));
    await writeFile(file('2028.json'), JSON.stringify(SYNTHETIC_2028));
    await writeFile(file('2029-broken.json'), JSON.stringify({ year: 2029, holidays: [], makeUpWorkdays: ['2029-01-01'] }));
  });

  afterAll(async () => {
    await runtime?.close();
    resetCalendarYearsForTests();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'imports with no server running, and refuses bad data in Chinese with a failing exit code',
    async () => {
      const refused = capture();
      expect(await runCli(['calendar', 'import', file('2029-broken.json')], { ...refused.io, env: envFor(dataDir) })).toBe(EXIT_FAILURE);
      expect(refused.errors.join('\n')).toContain('holidays（假期）：至少应有一个假期');

      const imported = capture();
      expect(
        await runCli(['calendar', 'import', file('2027.json'), '--source', '测试文号'], { ...imported.io, env: envFor(dataDir) }),
      ).toBe(EXIT_OK);
      expect(imported.lines.join('\n')).toContain('2027 年交易日历已导入并启用');

      // Another command started on its own computes with the stored year (the batch finds no NAVs, not a missing calendar).
      resetCalendarYearsForTests();
      const confirm = capture();
      expect(await runCli(['ta', 'confirm', '--date', '2027-01-04'], { ...confirm.io, env: envFor(dataDir) })).toBe(EXIT_FAILURE);
      expect(confirm.errors.join('\n')).toContain('2027-01-04 尚无基金净值');
    },
    SLOW,
  );

  it(
    'installs the stored years at start, and an import over the admin socket at once',
    async () => {
      // As a new server process: only the built-in years.
      resetCalendarYearsForTests();
      runtime = await startRuntime({ config: loadConfig(envFor(dataDir)) });
      expect(CALENDAR_LAST_DATE).toBe('2027-12-31');

      const socket = adminSocketPath(dataDir);
      const imported = await sendAdminCommand(socket, { command: 'calendar import', args: [file('2028.json')] });
      expect(imported).toMatchObject({ ok: true, output: expect.stringContaining('交易日历现覆盖至 2028-12-31') });
      expect(CALENDAR_LAST_DATE).toBe('2028-12-31');

      const refused = await sendAdminCommand(socket, { command: 'calendar import', args: [file('2029-broken.json')] });
      expect(refused).toMatchObject({ ok: false, output: expect.stringContaining('makeUpWorkdays[0]（调休上班日）') });
      const listed = await sendAdminCommand(socket, { command: 'calendar list', args: [] });
      expect(listed.output).toContain('交易日历覆盖 2012-01-01 至 2028-12-31');
    },
    SLOW,
  );
});
