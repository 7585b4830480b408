import type { OpsDividendListResponse } from '@fund-direct/domain/contracts/ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { customerIdOf, giveHolding } from '../../../test/modules/trading/trading.test-support.ts';
import { setNav } from '../../../test/modules/ta/ta.test-support.ts';
import { runTaBatch } from '../ta/ta.public.ts';

// Monday 2026-11-23, 10:00 in Shanghai. Record date Tuesday 24th, ex-date Wednesday 25th, paid Thursday 26th.
const clock = new Date('2026-11-23T02:00:00Z');
const FUND = '000513';
const MONEY_FUND = '000372';
const declaration = { fundCode: FUND, registerDate: '2026-11-24', exDate: '2026-11-25', payDate: '2026-11-26', cashPerShare: '0.0500' };
let t: TestApp;

interface Answer<T> {
  status: number;
  body: { code: string; msg: string; data: T };
}

async function call<T>(username: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer<T>> {
  const response = await opsInject(t.app, username, { method, url, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.json() };
}

const declare = (body: unknown) => call<{ proposalId: string }>('maker', 'POST', '/api/ops/dividends', body);
const approve = (id: string) => call<unknown>('checker', 'POST', `/api/ops/proposals/${id}/approve`, {});
const listed = async () => (await call<OpsDividendListResponse>('maker', 'GET', `/api/ops/dividends?fundCode=${FUND}`)).body.data.list;
const proposalCount = async () => Number((await t.database.query<{ n: number }>(sql`select count(*)::int as n from proposal`))[0]?.n);

beforeAll(async () => {
  // The handlers of this module, whether or not the app lists them yet.
  t = await createTestApp({
    now: () => clock,
  });
});
afterAll(async () => t.close());

describe('POST /api/ops/dividends refuses, naming the field, and records nothing', () => {
  it.each([
    [
      'a record date that is not a trading day',
      { registerDate: '2026-11-28', exDate: '2026-11-30', payDate: '2026-12-01' },
      '权益登记日2026-11-28不是交易日',
    ],
    ['a pay date that is not a trading day', { payDate: '2026-11-28' }, '派息日2026-11-28不是交易日'],
    ['a record date in the past', { registerDate: '2026-11-20', exDate: '2026-11-20' }, '权益登记日不能早于今天（2026-11-23）'],
    ['an ex-date before the record date', { exDate: '2026-11-23' }, '除息日不能早于权益登记日'],
    ['a pay date before the ex-date', { payDate: '2026-11-24' }, '派息日不能早于除息日'],
    ['a zero amount', { cashPerShare: '0' }, '每份分红金额须大于0'],
    ['more than 4 decimals', { cashPerShare: '0.00001' }, '每份分红金额最多4位小数'],
    ['a money fund', { fundCode: MONEY_FUND }, '货币基金按日结转收益'],
    ['an unknown fund', { fundCode: '999999' }, '基金 999999 不存在'],
  ])('refuses %s', async (_case, change, message) => {
    const before = await proposalCount();
    const { status, body } = await declare({ ...declaration, ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: '1001' });
    expect(body.msg).toContain(message);
    expect(await proposalCount()).toBe(before);
  });
});

describe('a declared and approved dividend is paid by the batch of its ex-date', () => {
  let holder: string;

  beforeAll(async () => {
    holder = await customerIdOf(t.app.db, '13800000001');
    await giveHolding(t.app.db, { customerId: holder, fundCode: FUND, shares: '2000.00', acquiredDate: '2026-11-02', dividendMethod: '1' });
  });

  it('is not a declaration before approval, and is not proposed twice', async () => {
    const { body } = await declare(declaration);
    expect(body.code).toBe('0000');
    expect(await listed()).not.toContainEqual(expect.objectContaining({ exDate: declaration.exDate }));
    expect((await declare(declaration)).body.msg).toBe('除息日：该基金除息日为2026-11-25的分红已在等待复核，不能重复提交');
    expect((await approve(body.data.proposalId)).body.code).toBe('0000');
    expect(await listed()).toContainEqual({ ...declaration, fundName: expect.any(String), paidHolders: 0 });
  });

  it('refuses the same declaration again', async () => {
    const { body } = await declare(declaration);
    expect(body.msg).toContain('已登记除息日为2026-11-25的分红');
  });

  it('pays the holder in cash on the ex-date', async () => {
    await setNav(t.app.db, FUND, declaration.exDate, '1.1000');
    await runTaBatch(t.app.db, declaration.exDate, new Date('2026-11-25T12:00:00Z'));
    const payments = await t.database.query<{ base_shares: string; amount: string; method: string; pay_date: string }>(
      sql`select base_shares::text, amount::text, method, pay_date::text from dividend_payment
          where customer_id = ${holder}::uuid and fund_code = ${FUND} and ex_date = ${declaration.exDate}::date`,
    );
    expect(payments).toEqual([{ base_shares: '2000.00', amount: '100.00', method: '1', pay_date: declaration.payDate }]);
    expect((await listed()).find((d) => d.exDate === declaration.exDate)?.paidHolders).toBe(1);
  });
});
