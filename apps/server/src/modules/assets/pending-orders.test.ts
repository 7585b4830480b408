import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { B, D5, scriptedWeek } from '../../../test/modules/assets/assets-scenario.test-support.ts';
import { rowsOf } from '../../db/rows.ts';
import { runDemoDay } from '../ta/ta-simulate.ts';
import { AMOUNT_ORDER_CODES, CONVERT_CODES, REDEEM_CODES, codeList } from '../ta/ta-sql.public.ts';

const IN_TRANSIT = sql.raw(codeList([...AMOUNT_ORDER_CODES, ...REDEEM_CODES, ...CONVERT_CODES]));

// A customer's pending orders are read from pending_trade_order (0039), not from all their orders: whatever puts an
// order into status 9 or takes it out must show on the next request, and the batch forgets only settled orders.
let t: TestApp;
let customerId: string;
let token: string;

beforeAll(async () => {
  ({ t, customerId, token } = await scriptedWeek());
}, 240_000);

afterAll(async () => {
  await t.close();
});

const call = async (method: 'GET' | 'POST', url: string) => {
  const response = await signedInject(t.app, { method, url, token, ...(method === 'POST' ? { body: {} } : {}) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Record<string, unknown> }).data;
};
const inTransitOrders = async () =>
  ((await call('POST', '/api/query/assets-in-transit')).list as { orderNo: string }[]).map((o) => o.orderNo);
const aggregationOrders = async () =>
  ((await call('POST', '/api/query/aggregation')).inTransit as { list: { orderNo: string }[] }).list.map((o) => o.orderNo);

// Every pending money or share order of the customer, read from trade_order itself.
const pendingInTradeOrder = async () =>
  (
    await rowsOf<{ orderNo: string }>(
      t.app.db,
      sql`select order_no as "orderNo" from trade_order where customer_id = ${customerId}::uuid and status = '9'
            and business_code in ${IN_TRANSIT} order by placed_at desc, order_no desc`,
    )
  ).map((r) => r.orderNo);

const listed = () =>
  rowsOf<{ orderNo: string; status: string }>(
    t.app.db,
    sql`select o.order_no as "orderNo", o.status from pending_trade_order p join trade_order o on o.id = p.order_id order by o.order_no`,
  );

async function insertPending(orderNo: string, tradeDate: string): Promise<void> {
  await t.app.db.execute(sql`
    insert into trade_order (order_no, customer_id, client_request_id, business_code, record_code, fund_code, amount, trade_date,
      placed_at, status, updated_at)
    values (${orderNo}, ${customerId}::uuid, ${`test-${orderNo}`}, '022', '02', ${B}, 100.00, ${tradeDate}::date, now(), '9', now())`);
}

describe('pending orders', () => {
  it('are those of trade_order in status 9, the day’s pending orders of the scenario among them', async () => {
    const expected = await pendingInTradeOrder();
    expect(expected.length).toBeGreaterThan(0);
    expect(await inTransitOrders()).toEqual(expected);
    expect(await aggregationOrders()).toEqual(expected);
  });

  it('show an order inserted as pending, and not one inserted settled, on the next request', async () => {
    await insertPending('TP0000000001', D5);
    await t.app.db.execute(sql`
      insert into trade_order (order_no, customer_id, client_request_id, business_code, record_code, fund_code, amount, trade_date,
        placed_at, status, updated_at)
      values ('TP0000000002', ${customerId}::uuid, 'test-settled', '022', '02', ${B}, 100.00, ${D5}::date, now(), '1', now())`);
    expect(await aggregationOrders()).toContain('TP0000000001');
    expect(await aggregationOrders()).not.toContain('TP0000000002');
    expect(await inTransitOrders()).toEqual(await pendingInTradeOrder());
  });

  it('drop an order cancelled and show it again when it is set back to pending', async () => {
    await t.app.db.execute(sql`update trade_order set status = '4' where order_no = 'TP0000000001'`);
    expect(await aggregationOrders()).not.toContain('TP0000000001');
    await t.app.db.execute(sql`update trade_order set status = '9' where order_no = 'TP0000000002'`);
    expect(await aggregationOrders()).toContain('TP0000000002');
    expect(await inTransitOrders()).toEqual(await pendingInTradeOrder());
  });

  it('are forgotten by the batch only once settled: the list keeps every order still pending', async () => {
    await insertPending('TP0000000003', '2026-12-01');
    expect((await listed()).some((o) => o.status !== '9')).toBe(true);
    // The day's NAVs and its batch, as the scenario's other days.
    await runDemoDay(t.app.db, D5, new Date(`${D5}T12:00:00Z`));
    const after = await listed();
    expect(after.every((o) => o.status === '9')).toBe(true);
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from trade_order where status = '9'`);
    expect(after).toHaveLength(Number(n));
    expect(await inTransitOrders()).toEqual(await pendingInTradeOrder());
    expect(await inTransitOrders()).toContain('TP0000000003');
  });
});
