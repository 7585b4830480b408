import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  EXCHANGE_TEXT,
  type ExchangeDayResponse,
  type ExchangeDaysResponse,
  type ExchangeImportResponse,
} from '@fund-direct/domain/contracts/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf, grantShares, placeOrder, setNav } from '../../../test/modules/ta/ta.test-support.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/support/test-app.ts';
import { answerAsRegistrar, exportDay, importDay } from './exchange-ops.service.ts';
import { exchangeDayDir } from './exchange-paths.ts';

// The console's 数据交换 page through its API, in exchange mode with a throw-away EXCHANGE_DIR: 基金运营 writes the
// day's applications, lets the built-in registrar answer and imports its files; 复核 only looks.
const clock = new Date('2026-11-23T08:00:00Z'); // 16:00 in Shanghai: the day's cut-off has passed.
const T = '2026-11-23';
const EARLIER = '2026-11-20';
let t: TestApp;
let dir: string;

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}
const body = <T>(response: { body: string }) => JSON.parse(response.body) as Envelope<T>;
const post = (username: string, url: string) => opsInject(t.app, username, { method: 'POST', url, payload: {} });
const dayOf = async (date: string) =>
  body<ExchangeDayResponse>(await opsInject(t.app, 'maker', { url: `/api/ops/exchange/days/${date}` })).data;
const states = (files: ExchangeDayResponse['outbox']) => files.map((file) => [file.fileType, file.stateLabel]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fd-exchange-ops-'));
  const base = testConfig();
  t = await createTestApp({ now: () => clock, config: { exchange: { ...base.exchange, mode: 'exchange', dir } } });
  const customer = await customerIdOf(t.database, '13800000001');
  await grantShares(t.database.db, customer, '000512', '100.00', '120.00', '2026-10-08');
  const id = await placeOrder(t.database.db, {
    customerId: customer,
    businessCode: '022',
    fundCode: '000512',
    tradeDate: T,
    amount: '1000.00',
  });
  // The protocol's application number is digits only, as the order book numbers orders.
  await t.database.query(sql`update trade_order set order_no = '202611230000000001' where id = ${id}::uuid`);
}, 240_000);

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a trading day through the console', () => {
  it('lists the recent trading days with the mode, and a day before anything is written', async () => {
    const days = body<ExchangeDaysResponse>(await opsInject(t.app, 'maker', { url: '/api/ops/exchange/days' })).data;
    expect(days).toMatchObject({ mode: 'exchange', modeLabel: '登记机构文件确认', counterpartyAllowed: true });
    expect(days.days).toHaveLength(20);
    expect(days.days[0]).toEqual({ tradeDate: T, files: [], breaks: 0 });
    expect(days.days.map((day) => day.tradeDate)).not.toContain('2026-11-22');

    const day = await dayOf(T);
    expect(states(day.outbox)).toEqual([
      ['01', '待发送'],
      ['03', '待发送'],
      ['index', '待发送'],
    ]);
    expect(day.outbox.map((file) => file.name)).toEqual([
      'OFD_F01_98_20261123_01.TXT',
      'OFD_F01_98_20261123_03.TXT',
      'OFI_F01_98_20261123.TXT',
    ]);
    expect(day.inbox.map((file) => file.stateLabel)).toEqual(Array(6).fill('未收到'));
    expect(day.inbox.map((file) => file.fileTypeLabel)).toEqual([
      '账户类确认',
      '交易类确认',
      '基金份额对账',
      '分红',
      '基金行情',
      '索引文件',
    ]);
  });

  it('exports, lets the built-in registrar answer and imports, each with an audit row', async () => {
    const exported = await post('maker', `/api/ops/exchange/days/${T}/export`);
    expect(exported.statusCode).toBe(200);
    expect(body<{ files: { name: string; recordCount: number }[] }>(exported).data.files).toContainEqual(
      expect.objectContaining({ name: 'OFD_F01_98_20261123_03.TXT', recordCount: 1 }),
    );
    expect(states((await dayOf(T)).outbox).map(([, state]) => state)).toEqual(['已发送', '已发送', '已发送']);

    // The registrar prices the day's orders at the day's NAV: without it, it says so.
    const early = await post('maker', `/api/ops/exchange/days/${T}/counterparty`);
    expect([early.statusCode, body(early).code]).toEqual([409, '2480']);
    expect(body(early).msg).toContain('净值');
    await setNav(t.database.db, '000512', T, '1.2345');
    expect((await post('maker', `/api/ops/exchange/days/${T}/counterparty`)).statusCode).toBe(200);
    expect((await dayOf(T)).inbox.map((file) => file.stateLabel)).toEqual(Array(6).fill('已接收'));

    const imported = await post('maker', `/api/ops/exchange/days/${T}/import`);
    expect(imported.statusCode).toBe(200);
    expect(body<ExchangeImportResponse>(imported).data).toMatchObject({ confirmations: 1, refusals: 0, breaks: 0, shareBreaks: 0 });

    const day = await dayOf(T);
    expect(day.outbox.map((file) => file.stateLabel)).toEqual(['已确认', '已确认', '已确认']);
    expect(day.inbox.map((file) => file.stateLabel)).toEqual(Array(6).fill('已导入'));
    expect(day.inbox.find((file) => file.fileType === '04')).toMatchObject({ recordCount: 1, reason: null, downloadable: true });
    expect(day.breaks).toEqual([]);

    const audit = await t.database.query<{ action: string; username: string; target: string }>(
      sql`select action, username, target from audit_log where action like 'exchange.%' order by id`,
    );
    expect(audit).toEqual(
      ['exchange.export', 'exchange.counterparty', 'exchange.import'].map((action) => ({ action, username: 'maker', target: T })),
    );
  });

  it('refuses to send a day the registrar has confirmed, saying why', async () => {
    const again = await post('maker', `/api/ops/exchange/days/${T}/export`);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ code: '2480' });
    expect(body(again).msg).toContain('已被登记机构确认，不再重复发送');
  });

  it("answers a recorded file's bytes as an attachment and refuses a name not recorded", async () => {
    const name = 'OFD_F01_98_20261123_03.TXT';
    const response = await opsInject(t.app, 'checker', { url: `/api/ops/exchange/days/${T}/files/out/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(response.rawPayload.equals(await readFile(path.join(exchangeDayDir(t.config.exchange, 'outbox', T), name)))).toBe(true);

    // Written by the registrar, so recorded in the inbox only.
    const wrongBox = await opsInject(t.app, 'checker', { url: `/api/ops/exchange/days/${T}/files/out/OFD_98_F01_20261123_04.TXT` });
    expect(wrongBox.statusCode).toBe(404);
    expect(body(wrongBox).msg).toContain('不是该交易日记录的数据交换文件');
    const escape = await opsInject(t.app, 'checker', { url: `/api/ops/exchange/days/${T}/files/out/..%2F..%2Fsecret.TXT` });
    expect(escape.statusCode).toBe(400);
    expect(body(escape).msg).toContain('文件名（name）');
  });

  it('lets 复核 look but not run anything', async () => {
    expect((await opsInject(t.app, 'checker', { url: `/api/ops/exchange/days/${T}` })).statusCode).toBe(200);
    for (const action of ['export', 'counterparty', 'import']) {
      expect((await post('checker', `/api/ops/exchange/days/${T}/${action}`)).statusCode).toBe(403);
    }
  });

  it('refuses a date that is not a trading day, naming the field', async () => {
    const response = await opsInject(t.app, 'maker', { url: '/api/ops/exchange/days/2026-11-22' });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('交易日（date）2026-11-22 不是交易日');
  });
});

describe('a registrar file that fails its check', () => {
  it('is shown refused with its reason, and nothing of the day is imported', async () => {
    expect((await post('maker', `/api/ops/exchange/days/${EARLIER}/export`)).statusCode).toBe(200);
    expect((await post('maker', `/api/ops/exchange/days/${EARLIER}/counterparty`)).statusCode).toBe(200);
    const file = path.join(exchangeDayDir(t.config.exchange, 'inbox', EARLIER), 'OFD_98_F01_20261120_07.TXT');
    await writeFile(file, (await readFile(file, 'latin1')).replace('OFDCFEND', 'OFDCFENX'), 'latin1');

    const response = await post('maker', `/api/ops/exchange/days/${EARLIER}/import`);
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({ code: '2480' });
    expect(body(response).msg).toContain('导入失败，未写入任何数据：OFD_98_F01_20261120_07.TXT');

    const day = await dayOf(EARLIER);
    const quotes = day.inbox.find((f) => f.fileType === '07');
    expect(quotes).toMatchObject({ state: 'refused', stateLabel: '已拒绝' });
    expect(quotes?.reason).toMatch(/^OFD_98_F01_20261120_07\.TXT 第\d+行/);
    expect(day.inbox.filter((f) => f.state === 'imported')).toEqual([]);
    expect(day.outbox.map((f) => f.stateLabel)).toEqual(['已发送', '已发送', '已发送']);
    const [confirmations] = await t.database.query<{ n: number }>(
      sql`select count(*)::int as n from exchange_confirmation where trade_date = ${EARLIER}::date`,
    );
    expect(confirmations?.n).toBe(0);
    const [audit] = await t.database.query<{ reason: string }>(
      sql`select reason from audit_log where action = 'exchange.import' and target = ${EARLIER}`,
    );
    expect(audit?.reason).toContain('OFD_98_F01_20261120_07.TXT');
  });
});

describe('what the mode and the environment do not allow', () => {
  const who = () => ({
    actor: { id: 'x', username: 'maker', displayName: '运营', role: 'fund_ops' as const, sessionId: 's' },
    meta: { ip: '127.0.0.1', userAgent: null },
  });
  const depsWith = (mode: 'embedded' | 'exchange', nodeEnv: 'production' | 'test') => ({
    db: t.database.db,
    config: { exchange: { ...t.config.exchange, mode }, nodeEnv },
    fieldCipher: t.app.fieldCipher,
    logger: { error: () => undefined },
    now: () => clock,
  });

  it('runs nothing in embedded mode, where the built-in batch confirms the orders', async () => {
    await expect(exportDay(depsWith('embedded', 'test'), who(), T)).rejects.toThrow(EXCHANGE_TEXT.embeddedMode);
    await expect(importDay(depsWith('embedded', 'test'), who(), T)).rejects.toThrow(EXCHANGE_TEXT.embeddedMode);
  });

  it('has no built-in registrar in production', async () => {
    await expect(answerAsRegistrar(depsWith('exchange', 'production'), who(), T)).rejects.toThrow(EXCHANGE_TEXT.counterpartyProduction);
  });
});
