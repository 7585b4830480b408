import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { toTransactionConfirmationRecord, type TransactionConfirmation } from '@fund-direct/domain/exchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { createTestApp, testConfig, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { customerIdOf, freezeFor, grantShares, placeOrder } from '../../../test/modules/ta/ta.test-support.ts';
import { publishSyntheticNavs } from '../fund/synthetic-nav.service.ts';
import { importExchangeDay } from './exchange-import.service.ts';
import { ensureExchangeDayDir } from './exchange-paths.ts';
import { writeDataFile } from './protocol/data-file-writer.ts';
import { writeIndexFile } from './protocol/index-file.ts';
import type { ExchangeDeps } from './exchange-export.service.ts';

// The registrar's confirmations are checked against what we sent before anything is applied: an order we never sent,
// another amount or more shares are breaks, kept apart and never written; a bad file writes nothing.
const clock = new Date('2026-11-23T12:00:00Z');
const T = '2026-11-23';
let t: TestApp;
let dir: string;
let deps: ExchangeDeps;
let customer: string;
let serial = 0;

async function numbered(id: string): Promise<string> {
  serial += 1;
  const orderNo = `20261123${String(serial).padStart(10, '0')}`;
  await t.database.query(sql`update trade_order set order_no = ${orderNo} where id = ${id}::uuid`);
  return orderNo;
}

function confirmation(over: Partial<TransactionConfirmation>): TransactionConfirmation {
  serial += 1;
  return {
    appSheetSerialNo: '',
    taSerialNo: `2026112399${String(serial).padStart(10, '0')}`,
    confirmDate: '2026-11-24',
    transactionDate: T,
    businessCode: '122',
    returnCode: '0000',
    fundCode: '000512',
    targetFundCode: '',
    distributorCode: 'F01',
    fundAccount: '880000000001',
    transactionAccountId: '0100001',
    confirmedAmount: '0',
    confirmedShares: '0',
    nav: '1.0000',
    fee: '0',
    targetConfirmedShares: '0',
    targetNav: '0',
    errorDetail: '',
    ...over,
  };
}

// The registrar's answer of the day: a confirmation file and its index, as it drops them into the inbox.
async function registrarSends(confirmations: TransactionConfirmation[]): Promise<string> {
  const inbox = await ensureExchangeDayDir(deps.exchange, 'inbox', T);
  const header = { version: '22' as const, sender: '98', receiver: 'F01', date: T };
  const file = await writeDataFile(inbox, { ...header, fileType: '04', records: confirmations.map(toTransactionConfirmationRecord) });
  await writeIndexFile(inbox, { ...header, fileNames: [file.name] });
  return file.path;
}

async function orderState(orderNo: string) {
  const [row] = await t.database.query<{ status: string; fail_reason: string | null; shares_out: string | null; amount: string | null }>(
    sql`select o.status, o.fail_reason, c.shares_out::text, c.amount::text
        from trade_order o left join trade_confirmation c on c.order_id = o.id where o.order_no = ${orderNo}`,
  );
  return row;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fd-exchange-checks-'));
  const base = testConfig();
  t = await createTestApp({ now: () => clock, config: { exchange: { ...base.exchange, mode: 'exchange', dir } } });
  deps = { db: t.database.db, exchange: t.config.exchange, fieldCipher: createFieldCipher((await testKeys()).dataKey) };
  customer = await customerIdOf(t.database, '13800000001');
  await publishSyntheticNavs(t.database.db, T);
}, 240_000);

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe("importing the registrar's confirmations", () => {
  it('keeps a confirmation of an order we never sent, or of another amount, as a break and applies neither', async () => {
    const sent = await numbered(
      await placeOrder(t.database.db, {
        customerId: customer,
        businessCode: '022',
        fundCode: '000512',
        tradeDate: T,
        amount: '1000.00',
        quotedFee: '1.50',
      }),
    );
    await registrarSends([
      confirmation({ appSheetSerialNo: '20261123999999999', confirmedAmount: '500.00', confirmedShares: '400.00' }),
      confirmation({ appSheetSerialNo: sent, confirmedAmount: '1200.00', confirmedShares: '1000.00', fee: '1.50' }),
    ]);
    const report = await importExchangeDay(deps, T, clock);
    expect(report.breaks).toBe(2);
    const breaks = await t.database.query<{ kind: string; reference: string; ours: string | null; theirs: string }>(
      sql`select kind, reference, ours::text, theirs::text from exchange_break where trade_date = ${T}::date order by kind`,
    );
    expect(breaks).toEqual([
      { kind: 'confirmation_differs', reference: sent, ours: '1000.00', theirs: '1200.00' },
      { kind: 'unknown_order', reference: '20261123999999999', ours: null, theirs: '500.00' },
    ]);
    expect(await orderState(sent)).toMatchObject({ status: '9', shares_out: null });

    // The same confirmation numbers again: nothing new, no second break.
    const again = await importExchangeDay(deps, T, clock);
    expect(again.breaks).toBe(0);
    const [count] = await t.database.query<{ n: number }>(sql`select count(*)::int as n from exchange_break where trade_date = ${T}::date`);
    expect(count?.n).toBe(2);
  });

  it("applies a partial redemption with the registrar's shares and releases the whole freeze", async () => {
    await grantShares(t.database.db, customer, '000512', '3000.00', '3000.00', '2026-10-08');
    const id = await placeOrder(t.database.db, {
      customerId: customer,
      businessCode: '024',
      fundCode: '000512',
      tradeDate: T,
      shares: '2000.00',
    });
    await freezeFor(t.database.db, id, customer, '000512', '2000.00', T);
    const orderNo = await numbered(id);
    await registrarSends([
      confirmation({
        appSheetSerialNo: orderNo,
        businessCode: '124',
        fundCode: '000512',
        confirmedShares: '1500.00',
        confirmedAmount: '1620.30',
        fee: '8.10',
        nav: '1.0857',
      }),
    ]);
    await importExchangeDay(deps, T, clock);
    expect(await orderState(orderNo)).toMatchObject({ status: '1', shares_out: '1500.00', amount: '1620.30' });
    const [holding] = await t.database.query<{ shares: string; frozen: string }>(
      sql`select shares::text, frozen::text from holding where customer_id = ${customer}::uuid and fund_code = '000512'`,
    );
    expect(holding).toEqual({ shares: '1500.00', frozen: '0.00' });
  });

  it('fails an order the registrar refused, with its reason for the customer', async () => {
    const orderNo = await numbered(
      await placeOrder(t.database.db, {
        customerId: customer,
        businessCode: '022',
        fundCode: '000512',
        tradeDate: T,
        amount: '300.00',
        quotedFee: '0.45',
      }),
    );
    await registrarSends([confirmation({ appSheetSerialNo: orderNo, returnCode: '2001', errorDetail: '' })]);
    await importExchangeDay(deps, T, clock);
    expect(await orderState(orderNo)).toMatchObject({ status: '0', fail_reason: '确认失败：基金当前状态不允许该业务' });
  });

  it('refuses a file whose record count is wrong, records why, and writes nothing', async () => {
    const orderNo = await numbered(
      await placeOrder(t.database.db, {
        customerId: customer,
        businessCode: '022',
        fundCode: '000512',
        tradeDate: T,
        amount: '800.00',
        quotedFee: '1.20',
      }),
    );
    const file = await registrarSends([
      confirmation({ appSheetSerialNo: orderNo, confirmedAmount: '800.00', confirmedShares: '700.00', fee: '1.20' }),
    ]);
    const { readFile } = await import('node:fs/promises');
    const bytes = (await readFile(file, 'latin1')).replace('\r\n00000001\r\n', '\r\n00000002\r\n');
    await writeFile(file, bytes, 'latin1');
    await expect(importExchangeDay(deps, T, clock)).rejects.toThrow(/未写入任何数据.*第\d+行/);
    const [row] = await t.database.query<{ state: string; reason: string }>(
      sql`select state, reason from exchange_file where direction = 'in' and name = ${path.basename(file)}`,
    );
    expect(row?.state).toBe('refused');
    expect(row?.reason).toContain('记录数为2');
    expect(await orderState(orderNo)).toMatchObject({ status: '9' });
  });
});
