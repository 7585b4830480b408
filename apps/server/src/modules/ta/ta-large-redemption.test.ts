import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTradingDays } from '@fund-direct/domain/calendar';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rebuildHoldings } from '../ledger/rebuild-holdings.ts';
import { FAIL_REASONS } from './fail-reasons.ts';
import { runTaBatch } from './ta-batch.ts';
import {
  addCustomer,
  derivedState,
  freezeFor,
  grantShares,
  placeOrder,
  setNav,
  setTotalShares,
  snapshot,
} from '../../../test/modules/ta/ta.test-support.ts';

// 000513 charges no redemption fee after 30 days, so the money out is the shares at NAV.
const B = '000513';
const A = '000512';
const [D0, D1, D2] = ['2026-11-20', '2026-11-23', '2026-11-24'];
const clock = new Date('2026-11-20T01:00:00Z');
const at = (date: string) => new Date(`${date}T12:00:00Z`);

let t: TestApp;
let p: string;
let q: string;
let r: string;
const orders: Record<string, string> = {};

interface OrderRow {
  id: string;
  status: string;
  shares: string;
  trade_date: string;
  fail_reason: string | null;
  large_redemption: string | null;
  expected_confirm_date: string | null;
  expected_arrival_date: string | null;
}
const orderRow = async (where: ReturnType<typeof sql>): Promise<OrderRow> => {
  const [row] = await t.database.query<OrderRow>(sql`
    select id::text, status, shares::text, trade_date::text, fail_reason, large_redemption, expected_confirm_date::text, expected_arrival_date::text
    from trade_order where ${where}`);
  if (!row) throw new Error('no order');
  return row;
};
const childOf = (parent: string) => orderRow(sql`parent_order_id = ${parent}::uuid`);
const frozenOf = async (customer: string, fund: string) =>
  (
    await t.database.query<{ frozen: string }>(
      sql`select frozen::text from holding where customer_id = ${customer}::uuid and fund_code = ${fund}`,
    )
  )[0]?.frozen;

async function redeem(customer: string, fund: string, shares: string, largeRedemption?: '0' | '1'): Promise<string> {
  const id = await placeOrder(t.database.db, {
    customerId: customer,
    businessCode: '024',
    fundCode: fund,
    tradeDate: D1,
    shares,
    ...(largeRedemption ? { largeRedemption } : {}),
  });
  await freezeFor(t.database.db, id, customer, fund, shares, D1);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  [p, q, r] = [await addCustomer(db, '13900000201'), await addCustomer(db, '13900000202'), await addCustomer(db, '13900000203')];
  for (const customer of [p, q]) await grantShares(db, customer, B, '5000.00', '5000.00', '2026-01-05');
  await grantShares(db, p, A, '5000.00', '5000.00', '2026-01-05');
  // 10 % of 10,000 shares: redemptions of D1 net of purchases above 1,000 shares are large.
  await setNav(db, B, D0, '1.0000');
  await setTotalShares(db, B, D0, '10000.00');
  await setNav(db, A, D0, '1.2000');
  await setTotalShares(db, A, D0, '1000000.00');
  await setNav(db, B, D1, '1.0000');
  await setNav(db, A, D1, '1.2100');
  // Net 1,200 + 600 − 100 = 1,700 shares: 1,100 of the 1,800 applied are paid on D1.
  orders.p = await redeem(p, B, '1200.00', '1');
  orders.q = await redeem(q, B, '600.00', '0');
  orders.r = await placeOrder(db, { customerId: r, businessCode: '022', fundCode: B, tradeDate: D1, amount: '100.00', quotedFee: '0.00' });
  orders.pA = await redeem(p, A, '3000.00');
  await runTaBatch(db, D1, at(D1));
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('a large redemption on D1', () => {
  it('records the event: the threshold, the applications of both sides and the shares accepted', async () => {
    const events = await t.database.query(sql`
      select fund_code, trade_date::text, prev_total_shares::text, threshold_shares::text, redeem_shares::text, purchase_shares::text, accepted_shares::text
      from large_redemption_event order by fund_code`);
    expect(events).toEqual([
      {
        fund_code: B,
        trade_date: D1,
        prev_total_shares: '10000.00',
        threshold_shares: '1000.00',
        redeem_shares: '1800.00',
        purchase_shares: '100.00',
        accepted_shares: '1100.00',
      },
    ]);
  });

  it('pays every redemption of the fund pro rata on D1 and confirms that part', async () => {
    // 1200 × 1100 / 1800 = 733.33…, 600 × 1100 / 1800 = 366.66…, truncated.
    expect(await orderRow(sql`id = ${orders.p}::uuid`)).toMatchObject({ status: '1', shares: '733.33', trade_date: D1 });
    expect(await orderRow(sql`id = ${orders.q}::uuid`)).toMatchObject({ status: '1', shares: '366.66', trade_date: D1 });
    const confirmed = await t.database.query<{ shares_out: string; amount: string }>(
      sql`select shares_out::text, amount::text from trade_confirmation where order_id in (${orders.p}::uuid, ${orders.q}::uuid) order by shares_out desc`,
    );
    expect(confirmed).toEqual([
      { shares_out: '733.33', amount: '733.33' },
      { shares_out: '366.66', amount: '366.66' },
    ]);
  });

  it('carries the unpaid part of a "continue" order to D2 as a new pending order whose shares stay frozen', async () => {
    expect(await childOf(orders.p as string)).toMatchObject({
      status: '9',
      shares: '466.67',
      trade_date: D2,
      large_redemption: '1',
      expected_confirm_date: addTradingDays(D2, 1),
      expected_arrival_date: addTradingDays(D2, 3),
    });
    expect(await frozenOf(p, B)).toBe('466.67');
  });

  it('cancels the unpaid part of a "cancel" order and unfreezes its shares', async () => {
    expect(await childOf(orders.q as string)).toMatchObject({
      status: '0',
      shares: '233.34',
      trade_date: D1,
      fail_reason: FAIL_REASONS.largeRedemptionCancelled,
      large_redemption: '0',
    });
    expect(await frozenOf(q, B)).toBe('0.00');
    expect(
      (
        await t.database.query<{ shares: string }>(
          sql`select shares::text from holding where customer_id = ${q}::uuid and fund_code = ${B}`,
        )
      )[0]?.shares,
    ).toBe('4633.34');
  });

  it('leaves a fund below its threshold alone', async () => {
    expect(await orderRow(sql`id = ${orders.pA}::uuid`)).toMatchObject({ status: '1', shares: '3000.00' });
    expect(await t.database.query(sql`select 1 from trade_order where parent_order_id = ${orders.pA}::uuid`)).toEqual([]);
  });

  it('changes nothing when D1 is run again', async () => {
    const before = await snapshot(t.database);
    const reports = await runTaBatch(t.database.db, D1, at(D1));
    expect(reports.filter((report) => report.rows !== 0)).toEqual([]);
    expect(await snapshot(t.database)).toEqual(before);
  });

  describe('D2', () => {
    beforeAll(async () => {
      await setNav(t.database.db, B, D2, '1.0200');
      await setNav(t.database.db, A, D2, '1.2200');
      await runTaBatch(t.database.db, D2, at(D2));
    });

    it('confirms the carried part at NAV(D2), with no event: D1 has no total shares, so nothing is large', async () => {
      const child = await childOf(orders.p as string);
      const [confirmed] = await t.database.query<{ nav: string; shares_out: string; amount: string }>(
        sql`select nav::text, shares_out::text, amount::text from trade_confirmation where order_id = ${child.id}::uuid`,
      );
      expect(child.status).toBe('1');
      expect(confirmed).toEqual({ nav: '1.0200', shares_out: '466.67', amount: '476.00' });
      expect(await frozenOf(p, B)).toBe('0.00');
      expect(await t.database.query(sql`select 1 from large_redemption_event where trade_date = ${D2}`)).toEqual([]);
    });

    it('rebuilds the same holdings and lots from the ledger', async () => {
      const incremental = await derivedState(t.database);
      await t.database.db.execute(sql`update holding set frozen = 0, shares = shares + 1`);
      await t.database.db.execute(sql`update share_lot set remaining = shares`);
      await rebuildHoldings(t.database.db);
      expect(await derivedState(t.database)).toEqual(incremental);
    });
  });
});
