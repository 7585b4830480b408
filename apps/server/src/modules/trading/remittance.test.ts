import type { RemitNoticeResponse, TradeOrderDetailResponse } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../cli/command-registry.ts';
import { createTestApp, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { remitArriveCommand } from './remit.command.ts';
import { failUnpaidRemittances } from './remittance.service.ts';
import { get, placeOrder, post, signIn } from '../../../test/modules/trading/trading.test-support.ts';

let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai.
let clock = new Date('2026-11-20T02:00:00Z');
let alice: string;

const remitOrder = async (amount: string) => {
  const { body } = await placeOrder(t.app, 'purchase', alice, { fundCode: '000512', amount, paymentMethod: 'remit' });
  return body.data!.order;
};
const arrive = async (...args: string[]) =>
  remitArriveCommand.run({ config: t.config, database: t.database, keys: await testKeys(), now: () => clock }, args);
const orderOf = async (orderNo: string) =>
  (await get<TradeOrderDetailResponse>(t.app, '/api/trade/order', alice, { orderNo })).body.data!.order;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await signIn(t.app);
});
afterAll(async () => t.close());

describe('汇款支付', () => {
  it('an order paid by remittance waits for the money and shows the company account', async () => {
    const order = await remitOrder('20000');
    expect(order).toMatchObject({ paymentMethod: 'remit', paymentStatus: 'awaiting', status: '9', tradeacco: null });
    expect(order.remitAccount).toEqual(t.config.remitAccount);
    const notice = await post<RemitNoticeResponse>(t.app, '/api/trade/remit-notice', alice, {});
    expect(notice.body.data!.list.map((o) => o.orderNo)).toContain(order.orderNo);
    expect(notice.body.data!.account.accountName).toBe(t.config.remitAccount.accountName);
  });

  it('the exact amount arriving pays the order', async () => {
    const order = await remitOrder('1000');
    await expect(arrive(order.orderNo)).rejects.toThrow(UsageError);
    expect(await arrive(order.orderNo, '1000')).toContain('已匹配');
    expect((await orderOf(order.orderNo)).paymentStatus).toBe('paid');
  });

  it('less than the amount is recorded as short and the order keeps waiting', async () => {
    const order = await remitOrder('3000');
    expect(await arrive(order.orderNo, '2999.99')).toContain('金额不足');
    expect((await orderOf(order.orderNo)).paymentStatus).toBe('awaiting');
  });

  it('with the payer named, only a transfer from the customer pays, and a bank reference is used once', async () => {
    const order = await remitOrder('1200');
    await expect(arrive(order.orderNo, '1200', '王明')).rejects.toThrow(UsageError);
    expect(await arrive(order.orderNo, '1200', '李四', 'CLI0001')).toContain('未能匹配');
    expect((await orderOf(order.orderNo)).paymentStatus).toBe('awaiting');
    await expect(arrive(order.orderNo, '1200', '王明', 'CLI0001')).rejects.toThrow('已登记过');
    expect(await arrive(order.orderNo, '1200', '王明', 'CLI0002')).toContain('已匹配');
    expect((await orderOf(order.orderNo)).paymentStatus).toBe('paid');
  });

  it('money for an unknown order is recorded as unknown', async () => {
    expect(await arrive('202611209999999999', '100')).toContain('未能匹配');
  });

  it('an order whose money has not arrived by the cut-off fails with the reason', async () => {
    const order = await remitOrder('5000');
    expect(await failUnpaidRemittances(t.app.db, '2026-11-20', new Date('2026-11-20T06:59:59Z'))).toBe(0);
    expect(await failUnpaidRemittances(t.app.db, '2026-11-20', new Date('2026-11-20T07:00:00Z'))).toBeGreaterThan(0);
    const failed = await orderOf(order.orderNo);
    expect(failed).toMatchObject({ status: '0', paymentStatus: 'failed', failReason: '汇款未在交易日15:00前到账，交易失败' });
    // The paid one is untouched.
    const notice = await post<RemitNoticeResponse>(t.app, '/api/trade/remit-notice', alice, {});
    expect(notice.body.data!.list).toEqual([]);
  });

  it('a transfer arriving after the cut-off is not matched', async () => {
    clock = new Date('2026-11-20T03:00:00Z');
    alice = await signIn(t.app);
    const order = await remitOrder('700');
    clock = new Date('2026-11-20T07:30:00Z');
    expect(await arrive(order.orderNo, '700')).toContain('未能匹配');
    alice = await signIn(t.app);
    expect((await orderOf(order.orderNo)).status).toBe('0');
  });
});
