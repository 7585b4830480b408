import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { FAIL_REASONS } from './fail-reasons.ts';
import { runTaBatch } from './ta-batch.ts';
import { addCustomer, freezeFor, grantShares, placeOrder, setNav } from '../../../test/modules/ta/ta.test-support.ts';

// Every reason the batch fails a pending order for, each on its own order, beside orders of the same funds that are
// confirmed: the reasons of a fund are worked out once per fund, those of a share order from its holding.
const A = '000512';
const B = '000513';
const C = '001266';
const [D0, D] = ['2026-11-23', '2026-11-24'];
const clock = new Date('2026-11-24T01:00:00Z');

let t: TestApp;
const orders: Record<string, string> = {};

const statusOf = async (order: string) => {
  const [row] = await t.database.query<{ status: string; fail_reason: string | null }>(
    sql`select status, fail_reason from trade_order where id = ${order}::uuid`,
  );
  return row;
};

describe('orders the batch cannot confirm', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const db = t.database.db;
    const x = await addCustomer(db, '13900000101');
    const y = await addCustomer(db, '13900000102');
    await setNav(db, A, D0, '1.2000');
    await setNav(db, B, D0, '1.1000');
    await setNav(db, A, D, '1.2100');
    await setNav(db, B, D, '1.1100');
    // C has no NAV for D; B suspends purchases (its redemptions go on).
    await db.execute(sql`update fund set status = '5' where code = ${B}`);
    await grantShares(db, x, A, '1000.00', '1200.00', D0);
    await grantShares(db, y, A, '500.00', '600.00', D0);
    await grantShares(db, y, B, '500.00', '550.00', D0);

    const at = (hour: string) => new Date(`${D}T${hour}:00:00Z`);
    orders.buyA = await placeOrder(db, { customerId: x, businessCode: '022', fundCode: A, tradeDate: D, amount: '1000.00' });
    orders.buyB = await placeOrder(db, { customerId: x, businessCode: '022', fundCode: B, tradeDate: D, amount: '1000.00' });
    orders.planB = await placeOrder(db, { customerId: x, businessCode: '039', fundCode: B, tradeDate: D, amount: '500.00' });
    orders.buyC = await placeOrder(db, { customerId: x, businessCode: '022', fundCode: C, tradeDate: D, amount: '1000.00' });
    orders.subscribeA = await placeOrder(db, { customerId: x, businessCode: '020', fundCode: A, tradeDate: D, amount: '1000.00' });
    // The shares asked for add up in the order placed: the second redemption finds the first's 600 of x's 1000 gone.
    orders.redeemFirst = await placeOrder(db, {
      customerId: x,
      businessCode: '024',
      fundCode: A,
      tradeDate: D,
      shares: '600.00',
      placedAt: at('02'),
    });
    orders.redeemSecond = await placeOrder(db, {
      customerId: x,
      businessCode: '024',
      fundCode: A,
      tradeDate: D,
      shares: '600.00',
      placedAt: at('03'),
    });
    await freezeFor(db, orders.redeemFirst, x, A, '600.00', D);
    await freezeFor(db, orders.redeemSecond, x, A, '400.00', D);
    orders.redeemC = await placeOrder(db, { customerId: x, businessCode: '024', fundCode: C, tradeDate: D, shares: '1.00' });
    orders.redeemB = await placeOrder(db, { customerId: y, businessCode: '024', fundCode: B, tradeDate: D, shares: '100.00' });
    orders.convertToB = await placeOrder(db, {
      customerId: y,
      businessCode: '036',
      fundCode: A,
      targetFundCode: B,
      tradeDate: D,
      shares: '100.00',
      placedAt: at('02'),
    });
    orders.convertToC = await placeOrder(db, {
      customerId: y,
      businessCode: '036',
      fundCode: A,
      targetFundCode: C,
      tradeDate: D,
      shares: '100.00',
      placedAt: at('03'),
    });
    orders.methodNoHolding = await placeOrder(db, { customerId: y, businessCode: '029', fundCode: C, tradeDate: D, dividendMethod: '0' });
    orders.methodBad = await placeOrder(db, { customerId: y, businessCode: '029', fundCode: A, tradeDate: D, dividendMethod: '7' });
    orders.methodA = await placeOrder(db, { customerId: y, businessCode: '029', fundCode: A, tradeDate: D, dividendMethod: '0' });
    await runTaBatch(db, D, new Date(`${D}T12:00:00Z`));
  });
  afterAll(() => t?.close());

  it('fails each order with its reason and confirms the others', async () => {
    const failed = (reason: string) => ({ status: '0', fail_reason: reason });
    const confirmed = { status: '1', fail_reason: null };
    expect(await statusOf(orders.buyA as string)).toEqual(confirmed);
    expect(await statusOf(orders.buyB as string)).toEqual(failed(FAIL_REASONS.purchaseSuspended));
    expect(await statusOf(orders.planB as string)).toEqual(failed(FAIL_REASONS.purchaseSuspended));
    expect(await statusOf(orders.buyC as string)).toEqual(failed(FAIL_REASONS.navMissing));
    expect(await statusOf(orders.subscribeA as string)).toEqual(failed(FAIL_REASONS.notRaising));
    expect(await statusOf(orders.redeemFirst as string)).toEqual(confirmed);
    expect(await statusOf(orders.redeemSecond as string)).toEqual(failed(FAIL_REASONS.insufficientShares));
    expect(await statusOf(orders.redeemC as string)).toEqual(failed(FAIL_REASONS.navMissing));
    expect(await statusOf(orders.redeemB as string)).toEqual(confirmed);
    expect(await statusOf(orders.convertToB as string)).toEqual(failed(FAIL_REASONS.targetRefused));
    expect(await statusOf(orders.convertToC as string)).toEqual(failed(FAIL_REASONS.targetNavMissing));
    expect(await statusOf(orders.methodNoHolding as string)).toEqual(failed(FAIL_REASONS.noHolding));
    expect(await statusOf(orders.methodBad as string)).toEqual(failed(FAIL_REASONS.badDividendMethod));
    expect(await statusOf(orders.methodA as string)).toEqual(confirmed);
  });

  it('releases the shares frozen for a failed redemption, once', async () => {
    const rows = await t.database.query<{ kind: string; frozen: string }>(
      sql`select kind, frozen::text from share_ledger where order_id = ${orders.redeemSecond}::uuid order by id`,
    );
    expect(rows).toEqual([
      { kind: 'freeze', frozen: '400.00' },
      { kind: 'unfreeze', frozen: '-400.00' },
    ]);
    expect(await runTaBatch(t.database.db, D, new Date(`${D}T13:00:00Z`))).toSatisfy((steps: { step: string; rows: number }[]) =>
      steps.every((s) => s.rows === 0),
    );
  });
});
