import type { TradeOrderDetailResponse } from '@fund-direct/domain/contracts';
import type { RemitQueueResponse } from '@fund-direct/domain/contracts/ops';
import { ERRORS } from '@fund-direct/domain/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNav } from '../../../test/modules/ta/ta.test-support.ts';
import { get, placeOrder, signIn } from '../../../test/modules/trading/trading.test-support.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { runTaBatch } from '../ta/ta-batch.ts';

// 客服 → 汇款匹配: a transfer recorded in the console pays its order only with the exact amount, from the customer,
// under a bank reference not used before; the next TA batch confirms the paid order.
let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai.
let clock = new Date('2026-11-20T02:00:00Z');
let alice: string;
const TRADE_DATE = '2026-11-20';

const remitOrder = async (amount: string) => {
  const { body } = await placeOrder(t.app, 'purchase', alice, { fundCode: '000512', amount, paymentMethod: 'remit' });
  return body.data!.order;
};
const orderOf = async (orderNo: string) =>
  (await get<TradeOrderDetailResponse>(t.app, '/api/trade/order', alice, { orderNo })).body.data!.order;
const arrival = (orderNo: string, payload: Record<string, unknown>, as = 'service') =>
  opsInject(t.app, as, { method: 'POST', url: `/api/ops/remittances/${orderNo}/arrival`, payload });
const transfer = (amount: string, bankReference: string, payerName = '王明') => ({
  amount,
  payerName,
  bankReference,
  arrivedAt: clock.toISOString(),
});
const refusal = (response: { statusCode: number; json: <T>() => T }) => {
  const body = response.json<{ code: string; msg: string; data?: { field: string } }>();
  return { status: response.statusCode, code: body.code, msg: body.msg, field: body.data?.field };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await signIn(t.app);
}, 180_000);
afterAll(async () => t.close());

describe('remittance matching in the console', () => {
  let order: { orderNo: string };
  let unpaid: { orderNo: string };

  it('lists the orders awaiting money with the customer masked, the cut-off and the company account', async () => {
    order = await remitOrder('20000');
    clock = new Date(clock.getTime() + 10 * 60_000);
    const queue = (await opsInject(t.app, 'service', { url: '/api/ops/remittances' })).json<{ data: RemitQueueResponse }>().data;
    expect(queue.account.accountName).toBe(t.config.remitAccount.accountName);
    expect(queue.list.find((item) => item.orderNo === order.orderNo)).toMatchObject({
      amount: '20000.00',
      customerNameMasked: '王*',
      mobileMasked: '138****0001',
      cutoffAt: '2026-11-20T07:00:00.000Z',
    });
  });

  it('refuses an amount other than the order amount, naming the amount', async () => {
    expect(refusal(await arrival(order.orderNo, transfer('19999.99', 'REF0001')))).toEqual({
      status: 400,
      code: ERRORS.OPS_REMIT_MISMATCH.code,
      msg: '到账金额与订单金额 20000.00 元不一致，不能匹配',
      field: 'amount',
    });
    expect((await orderOf(order.orderNo)).paymentStatus).toBe('awaiting');
  });

  it('refuses a payer other than the customer, naming the payer', async () => {
    expect(refusal(await arrival(order.orderNo, transfer('20000', 'REF0001', '王小明')))).toMatchObject({
      status: 400,
      msg: '付款人户名与客户姓名不一致，不能匹配',
      field: 'payerName',
    });
    expect((await orderOf(order.orderNo)).paymentStatus).toBe('awaiting');
  });

  it('refuses an arrival time in the future or before the order', async () => {
    const future = { ...transfer('20000', 'REF0001'), arrivedAt: new Date(clock.getTime() + 60_000).toISOString() };
    expect(refusal(await arrival(order.orderNo, future))).toMatchObject({ status: 400, field: 'arrivedAt' });
    const early = { ...transfer('20000', 'REF0001'), arrivedAt: '2026-11-19T02:00:00Z' };
    expect(refusal(await arrival(order.orderNo, early))).toMatchObject({ status: 400, field: 'arrivedAt' });
  });

  it('a matching transfer pays the order, with the audit row; a second one for it is refused', async () => {
    const paid = await arrival(order.orderNo, transfer('20000.00', 'REF0001', ' 王 明 '));
    expect(paid.statusCode).toBe(200);
    expect((await orderOf(order.orderNo)).paymentStatus).toBe('paid');
    const [notice] = await t.database.query<{ payer_name: string; bank_reference: string; result: string }>(
      sql`select payer_name, bank_reference, result from remit_notice where order_no = ${order.orderNo}`,
    );
    expect(notice).toEqual({ payer_name: '王 明', bank_reference: 'REF0001', result: 'matched' });
    const audit = await t.database.query<{ username: string; before: { paymentStatus: string }; after: { paymentStatus: string } }>(
      sql`select username, before, after from audit_log where action = 'remit.match' and target = ${`trade_order:${order.orderNo}`}`,
    );
    expect(audit).toMatchObject([{ username: 'service', before: { paymentStatus: 'awaiting' }, after: { paymentStatus: 'paid' } }]);
    expect(refusal(await arrival(order.orderNo, transfer('20000', 'REF0002')))).toMatchObject({
      status: 409,
      code: ERRORS.OPS_REMIT_NOT_AWAITING.code,
    });
  });

  it('refuses a bank reference used before', async () => {
    const next = await remitOrder('500');
    unpaid = next;
    expect(refusal(await arrival(next.orderNo, transfer('500', 'REF0001')))).toMatchObject({
      status: 409,
      code: ERRORS.OPS_REMIT_REFERENCE_USED.code,
      field: 'bankReference',
    });
    expect((await orderOf(next.orderNo)).paymentStatus).toBe('awaiting');
  });

  it('only remit.match may record a transfer', async () => {
    const next = await remitOrder('600');
    for (const role of ['auditor', 'maker', 'checker', 'admin', 'content']) {
      expect((await arrival(next.orderNo, transfer('600', 'REF0600'), role)).statusCode).toBe(403);
    }
  });

  it('the next TA batch confirms the paid order and fails the ones whose money did not arrive', async () => {
    await setNav(t.database.db, '000512', TRADE_DATE, '1.2345');
    await runTaBatch(t.database.db, TRADE_DATE, new Date('2026-11-20T12:00:00Z'));
    alice = await signIn(t.app);
    expect((await orderOf(order.orderNo)).status).toBe('1');
    const confirmations = await t.database.query<{ nav: string }>(
      sql`select c.nav::text from trade_confirmation c join trade_order o on o.id = c.order_id where o.order_no = ${order.orderNo}`,
    );
    expect(confirmations).toEqual([{ nav: '1.2345' }]);
    expect(await orderOf(unpaid.orderNo)).toMatchObject({ status: '0', paymentStatus: 'failed' });
    const queue = (await opsInject(t.app, 'service', { url: '/api/ops/remittances' })).json<{ data: RemitQueueResponse }>().data;
    expect(queue.list).toEqual([]);
  });
});
