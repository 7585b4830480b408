import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALENDAR_LAST_DATE, CALENDAR_YEARS, resetCalendarYearsForTests } from '@fund-direct/domain/calendar';
import type { WorkdatesResponse } from '@fund-direct/domain/contracts';
import { ERRORS } from '@fund-direct/domain/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchCommand, UsageError } from '../../cli/command-registry.ts';
import { CLI_COMMANDS } from '../../app-modules.ts';
import { createTestApp, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { get, signIn } from '../../../test/modules/trading/trading.test-support.ts';
import { listStoredCalendarYears } from './trading-calendar.repository.ts';
import { installStoredCalendarYears } from './trading-calendar.service.ts';

// TEST FIXTURE: an invented 2027 (the State Council has not announced it); never shipped or stored outside tests.
const SYNTHETIC_2027 = {
  year: 2027,
  holidays: [
    { name: '测试元旦', from: '2027-01-01', to: '2027-01-03' },
    { name: '测试长假', from: '2027-10-01', to: '2027-10-07' },
  ],
  makeUpWorkdays: ['2027-10-09'],
};

// 16:00 in Shanghai on the last day of the built-in data: T is the first trading day of 2027.
const clock = new Date('2026-12-31T08:00:00Z');
let t: TestApp;
let token: string;
let dir: string;

async function cli(argv: string[]): Promise<string> {
  const match = matchCommand(CLI_COMMANDS, argv);
  if (!match) throw new Error(`unknown command ${argv.join(' ')}`);
  return match.command.run({ config: t.config, database: t.database, keys: await testKeys(), now: () => clock }, match.args);
}

async function jsonFile(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

const workdates = () => get<WorkdatesResponse>(t.app, '/api/trade/workdates', token, { fundCode: '000512', businessCode: '022' });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  token = await signIn(t.app);
  dir = await mkdtemp(path.join(tmpdir(), 'fd-calendar-'));
});

afterEach(() => {
  resetCalendarYearsForTests();
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('calendar import', () => {
  it('refuses a file with mistakes, naming each field in Chinese, and stores nothing', async () => {
    const file = await jsonFile('broken.json', {
      ...SYNTHETIC_2027,
      makeUpWorkdays: ['2027-10-08'],
      holidays: [{ name: '元旦', from: '2027-01-03', to: '2027-01-01' }],
    });
    const refusal = cli(['calendar', 'import', file]);
    await expect(refusal).rejects.toThrow('2027 年的交易日历数据有误');
    await expect(refusal).rejects.toThrow('holidays[0].to（结束日期）：不能早于开始日期 2027-01-03');
    await expect(refusal).rejects.toThrow('makeUpWorkdays[0]（调休上班日）：调休上班日应为周六或周日，2027-10-08 是星期五');
    expect(await listStoredCalendarYears(t.database.db)).toEqual([]);
  });

  it('refuses a file that cannot be read or is not JSON', async () => {
    await expect(cli(['calendar', 'import', path.join(dir, 'missing.json')])).rejects.toThrow('无法读取文件');
    await expect(cli(['calendar', 'import', await jsonFile('bad.json', '{"year": 2027,')])).rejects.toThrow('文件不是合法的 JSON');
  });

  it('answers bad arguments with the usage', async () => {
    await expect(cli(['calendar', 'import'])).rejects.toBeInstanceOf(UsageError);
    await expect(cli(['calendar', 'import', 'a.json', '--source'])).rejects.toThrow('--source 后应写通知的文号');
    await expect(cli(['calendar', 'import', 'a.json', 'b.json'])).rejects.toBeInstanceOf(UsageError);
    await expect(cli(['calendar', 'list', 'x'])).rejects.toBeInstanceOf(UsageError);
  });

  it('refuses a year that does not follow the covered range', async () => {
    const file = await jsonFile('2028.json', {
      year: 2028,
      holidays: [{ name: '测试元旦', from: '2028-01-01', to: '2028-01-03' }],
      makeUpWorkdays: [],
    });
    await expect(cli(['calendar', 'import', file])).rejects.toThrow(
      '2028 年不能加入：交易日历覆盖 2012 至 2026 年，新的年份须紧接其后（下一个应为 2027 年）',
    );
  });

  it('refuses to change a built-in year, and needs nothing for the same data', async () => {
    const y2026 = CALENDAR_YEARS.find((y) => y.year === 2026);
    expect(await cli(['calendar', 'import', await jsonFile('2026.json', y2026)])).toContain(
      '2026 年交易日历已是随版本发布的内置数据，无需导入',
    );
    const changed = await jsonFile('2026-changed.json', { ...y2026, makeUpWorkdays: [] });
    await expect(cli(['calendar', 'import', changed])).rejects.toThrow('2026 年是随版本发布的内置数据，不能用不同的内容替换');
    expect(await listStoredCalendarYears(t.database.db)).toEqual([]);
  });

  it('ends the 1504 answer for the imported year at once and stores it with its source', async () => {
    const before = await workdates();
    expect(before.status).toBe(503);
    expect(before.body.code).toBe(ERRORS.CALENDAR_NOT_COVERED.code);

    const file = await jsonFile('2027.json', SYNTHETIC_2027);
    const out = await cli(['calendar', 'import', file, '--source', '测试文号〔2027〕1号']);
    expect(out).toMatch(/^2027 年交易日历已导入并启用：全年交易日 255 天；交易日历现覆盖至 2027-12-31$/);

    const after = await workdates();
    expect(after.status).toBe(200);
    expect(after.body.data?.tradeDate).toBe('2027-01-04');
    const [row] = await listStoredCalendarYears(t.database.db);
    expect(row).toMatchObject({ year: 2027, source: '测试文号〔2027〕1号', data: SYNTHETIC_2027, importedAt: clock });
  });

  it('installs the stored years when the server starts', async () => {
    // afterEach put the process back on the built-in years, as a fresh server process starts.
    expect(CALENDAR_LAST_DATE).toBe('2026-12-31');
    expect((await workdates()).status).toBe(503);
    const outcomes = await installStoredCalendarYears(t.database);
    expect(outcomes.map((o) => [o.row.year, o.ignored])).toEqual([[2027, undefined]]);
    expect(CALENDAR_LAST_DATE).toBe('2027-12-31');
    expect((await workdates()).body.data?.tradeDate).toBe('2027-01-04');
  });

  it('repeats an import without change, and replaces a year only with --replace', async () => {
    const same = await jsonFile('2027-again.json', SYNTHETIC_2027);
    expect(await cli(['calendar', 'import', same])).toContain('与已导入的数据相同，未做改动');

    const revised = {
      ...SYNTHETIC_2027,
      holidays: [{ name: '测试元旦', from: '2027-01-01', to: '2027-01-04' }, SYNTHETIC_2027.holidays[1]],
    };
    const file = await jsonFile('2027-revised.json', revised);
    await expect(cli(['calendar', 'import', file])).rejects.toThrow(
      '数据库中已有 2027 年的交易日历（测试文号〔2027〕1号），内容与此文件不同；如为国务院办公厅的调整通知，请加 --replace 重新导入',
    );
    expect(await cli(['calendar', 'import', file, '--replace', '--source', '测试文号〔2027〕2号'])).toContain('已按调整后的通知替换并启用');
    expect((await workdates()).body.data?.tradeDate).toBe('2027-01-05');
    const [row] = await listStoredCalendarYears(t.database.db);
    expect(row).toMatchObject({ source: '测试文号〔2027〕2号', data: revised });
  });

  it('lists the covered range and where each year comes from', async () => {
    const out = await cli(['calendar', 'list']);
    expect(out.split('\n')).toEqual([
      '交易日历覆盖 2012-01-01 至 2027-12-31',
      '  2012–2026 年：随版本发布的内置数据',
      expect.stringMatching(/^ {2}2027 年：测试文号〔2027〕2号，导入于 2026-12-31 16:00，全年交易日 254 天$/),
    ]);
  });
});
