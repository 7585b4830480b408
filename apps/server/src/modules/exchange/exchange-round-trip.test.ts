import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  fromDividendRecord,
  fromShareBalanceRecord,
  fromTransactionConfirmationRecord,
  toShareBalanceRecord,
} from '@fund-direct/domain/exchange';
import { toDecimal } from '@fund-direct/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchCommand } from '../../cli/command-registry.ts';
import { CLI_COMMANDS } from '../../app-modules.ts';
import { createTestApp, testConfig, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { customerIdOf, freezeFor, grantShares, placeOrder } from '../../../test/modules/ta/ta.test-support.ts';
import { readDataFile } from './protocol/data-file-reader.ts';
import { writeDataFile } from './protocol/data-file-writer.ts';
import { exchangeDayDir } from './exchange-paths.ts';

// A whole day through files alone (TA_MODE=exchange): the site's orders go out, the built-in registrar answers, the
// import applies its answer with the same effects as the built-in batch.
const clock = new Date('2026-11-23T01:00:00Z');
const T = '2026-11-23';
let t: TestApp;
let dir: string;
let customer: string;

async function cli(argv: string[]): Promise<string> {
  const match = matchCommand(CLI_COMMANDS, argv);
  if (!match) throw new Error(`unknown command ${argv.join(' ')}`);
  return match.command.run({ config: t.config, database: t.database, keys: await testKeys(), now: () => clock }, match.args);
}

async function order(orderNo: string) {
  const [row] = await t.database.query<{
    status: string;
    fail_reason: string | null;
    nav: string | null;
    fee: string | null;
    shares_in: string | null;
    shares_out: string | null;
    amount: string | null;
  }>(
    sql`select o.status, o.fail_reason, c.nav::text, c.fee::text, c.shares_in::text, c.shares_out::text, c.amount::text
        from trade_order o left join trade_confirmation c on c.order_id = o.id where o.order_no = ${orderNo}`,
  );
  return row;
}

// Order numbers as the order book makes them (the Shanghai date and ten digits).
let numbered = 0;
async function orderNoOf(id: string): Promise<string> {
  numbered += 1;
  const orderNo = `20261123${String(numbered).padStart(10, '0')}`;
  await t.database.query(sql`update trade_order set order_no = ${orderNo} where id = ${id}::uuid`);
  return orderNo;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fd-exchange-'));
  const base = testConfig();
  t = await createTestApp({ now: () => clock, config: { exchange: { ...base.exchange, mode: 'exchange', dir } } });
  customer = await customerIdOf(t.database, '13800000001');
}, 240_000);

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a day through the exchange files', () => {
  let purchase: string;
  let redemption: string;
  let tooMuch: string;
  let cancelled: string;

  it("sends the day's pending orders, confirms them through the built-in registrar and imports its answer", async () => {
    await grantShares(t.database.db, customer, '000372', '5000.00', '5000.00', '2026-10-08');
    await grantShares(t.database.db, customer, '000512', '100.00', '120.00', '2026-10-08');
    purchase = await orderNoOf(
      await placeOrder(t.database.db, {
        customerId: customer,
        businessCode: '022',
        fundCode: '000512',
        tradeDate: T,
        amount: '1000.00',
        quotedFee: '1.50',
      }),
    );
    const redeemId = await placeOrder(t.database.db, {
      customerId: customer,
      businessCode: '024',
      fundCode: '000372',
      tradeDate: T,
      shares: '1200.00',
    });
    await freezeFor(t.database.db, redeemId, customer, '000372', '1200.00', T);
    redemption = await orderNoOf(redeemId);
    const tooMuchId = await placeOrder(t.database.db, {
      customerId: customer,
      businessCode: '024',
      fundCode: '000512',
      tradeDate: T,
      shares: '900.00',
    });
    tooMuch = await orderNoOf(tooMuchId);
    const cancelledId = await placeOrder(t.database.db, {
      customerId: customer,
      businessCode: '022',
      fundCode: '000512',
      tradeDate: T,
      amount: '500.00',
    });
    await t.database.query(sql`update trade_order set status = '4' where id = ${cancelledId}::uuid`);
    cancelled = await orderNoOf(cancelledId);

    // A dividend of 000512 with ex-date T: the registrar figures it and its file pays it.
    await t.database.query(
      sql`insert into dividend_declaration (fund_code, ex_date, record_date, pay_date, cash_per_share) values ('000512', ${T}::date, ${T}::date, '2026-11-24', 0.0520)`,
    );
    const out = await cli(['ta', 'simulate', '--days', '1']);
    expect(out).toContain(`交易日 ${T} 确认完成`);
    expect(out).toContain(`对账 ${T}：平`);

    // Both boxes keep their files: applications out, the registrar's answer in.
    const outbox = await readdir(exchangeDayDir(t.config.exchange, 'outbox', T));
    expect(outbox.sort()).toEqual([`OFD_F01_98_20261123_01.TXT`, `OFD_F01_98_20261123_03.TXT`, `OFI_F01_98_20261123.TXT`]);
    const inbox = await readdir(exchangeDayDir(t.config.exchange, 'inbox', T));
    expect(inbox).toContain('OFD_98_F01_20261123_04.TXT');
    expect(inbox).toContain('OFI_98_F01_20261123.TXT');

    // The cancelled order was never sent.
    const sent = await readDataFile(path.join(exchangeDayDir(t.config.exchange, 'outbox', T), 'OFD_F01_98_20261123_03.TXT'), {
      fileType: '03',
      sender: 'F01',
      receiver: '98',
      date: T,
    });
    const serials: string[] = [];
    for await (const record of sent.records()) serials.push(String(record.AppSheetSerialNo));
    expect(serials).toEqual(expect.arrayContaining([purchase, redemption, tooMuch]));
    expect(serials).not.toContain(cancelled);

    // The books hold exactly what the registrar's confirmation file says.
    const answer = await readDataFile(path.join(exchangeDayDir(t.config.exchange, 'inbox', T), 'OFD_98_F01_20261123_04.TXT'), {
      fileType: '04',
      sender: '98',
      receiver: 'F01',
      date: T,
    });
    const confirmations = new Map<string, ReturnType<typeof fromTransactionConfirmationRecord>>();
    for await (const record of answer.records()) {
      const c = fromTransactionConfirmationRecord(record);
      confirmations.set(c.appSheetSerialNo, c);
    }
    const bought = confirmations.get(purchase);
    expect(bought?.returnCode).toBe('0000');
    expect(await order(purchase)).toMatchObject({ status: '1', nav: bought?.nav, fee: '1.50', shares_in: bought?.confirmedShares });
    const sold = confirmations.get(redemption);
    expect(await order(redemption)).toMatchObject({ status: '1', shares_out: '1200.00', amount: sold?.confirmedAmount, fee: sold?.fee });
    // Refused by the registrar, with its return code and the reason the customer reads.
    expect(confirmations.get(tooMuch)?.returnCode).toBe('2004');
    expect(await order(tooMuch)).toMatchObject({ status: '0', fail_reason: '可用份额不足，交易失败' });
    expect(await order(cancelled)).toMatchObject({ status: '4' });

    const dividendFile = await readDataFile(path.join(exchangeDayDir(t.config.exchange, 'inbox', T), 'OFD_98_F01_20261123_06.TXT'), {
      fileType: '06',
      sender: '98',
      receiver: 'F01',
      date: T,
    });
    const dividends = [];
    for await (const record of dividendFile.records()) dividends.push(fromDividendRecord(record));
    const registrarDividend = dividends.find((d) => d.fundAccount === '880000000001' && d.fundCode === '000512');
    expect(registrarDividend?.baseShares).toBe('100.00');
    const [paid] = await t.database.query<{ base_shares: string; amount: string; method: string; reinvest_shares: string | null }>(
      sql`select base_shares::text, amount::text, method, reinvest_shares::text from dividend_payment
          where customer_id = ${customer}::uuid and fund_code = '000512' and ex_date = ${T}::date`,
    );
    expect(paid).toEqual({
      base_shares: registrarDividend?.baseShares,
      amount: registrarDividend?.cashAmount,
      method: registrarDividend?.dividendMethod,
      reinvest_shares: registrarDividend?.dividendMethod === '0' ? registrarDividend.reinvestShares : null,
    });

    const files = await t.database.query<{ direction: string; state: string; n: number }>(
      sql`select direction, state, count(*)::int as n from exchange_file where trade_date = ${T}::date group by 1, 2 order by 1, 2`,
    );
    expect(files).toEqual([
      { direction: 'in', state: 'imported', n: 6 },
      { direction: 'out', state: 'acknowledged', n: 3 },
    ]);
    const breaks = await t.database.query(sql`select kind, detail from exchange_break where trade_date = ${T}::date`);
    expect(breaks).toEqual([]);
  });

  it('imports the same files again without changing anything, and does not send an acknowledged day twice', async () => {
    const before = await t.database.query(sql`select * from share_ledger order by id`);
    const out = await cli(['exchange', 'import', '--date', T]);
    expect(out).toContain('已导入过，未重复入账');
    expect(out).toContain('确认成功 0 笔');
    expect(await t.database.query(sql`select * from share_ledger order by id`)).toEqual(before);
    await expect(cli(['exchange', 'export', '--date', T])).rejects.toThrow('已被登记机构确认，不再重复发送');
  });

  it('keeps a share reconciliation difference as a break and never writes it over the holdings', async () => {
    const inbox = exchangeDayDir(t.config.exchange, 'inbox', T);
    const file = await readDataFile(path.join(inbox, 'OFD_98_F01_20261123_05.TXT'), {
      fileType: '05',
      sender: '98',
      receiver: 'F01',
      date: T,
    });
    const balances = [];
    for await (const record of file.records()) balances.push(fromShareBalanceRecord(record));
    const [holding] = await t.database.query<{ shares: string }>(
      sql`select shares::text from holding where customer_id = ${customer}::uuid and fund_code = '000372'`,
    );
    const ours = holding?.shares ?? '';
    const theirs = toDecimal(ours).plus(100).toFixed(2);
    const changed = balances.map((b) => (b.fundAccount === '880000000001' && b.fundCode === '000372' ? { ...b, totalShares: theirs } : b));
    await writeDataFile(inbox, {
      version: '22',
      fileType: '05',
      sender: '98',
      receiver: 'F01',
      date: T,
      records: changed.map(toShareBalanceRecord),
    });

    const out = await cli(['exchange', 'import', '--date', T]);
    expect(out).toContain('份额对账差异 1 笔');
    const breaks = await t.database.query<{ kind: string; ours: string; theirs: string; fund_code: string }>(
      sql`select kind, ours::text, theirs::text, fund_code from exchange_break where trade_date = ${T}::date`,
    );
    expect(breaks).toEqual([{ kind: 'shares_differ', ours, theirs, fund_code: '000372' }]);
    const [after] = await t.database.query<{ shares: string }>(
      sql`select shares::text from holding where customer_id = ${customer}::uuid and fund_code = '000372'`,
    );
    expect(after?.shares).toBe(ours);
  });
});
