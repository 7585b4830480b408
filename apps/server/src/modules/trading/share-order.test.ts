import { randomUUID } from 'node:crypto';
import type {
  BonusListResponse,
  TargetFundsResponse,
  TradeFareResponse,
  TradeLimitResponse,
  TradeOrderResponse,
} from '@fund-direct/domain/contracts';
import { roundFen, toDecimal, toMoneyString } from '@fund-direct/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  customerIdOf,
  DEMO_TRADEACCO,
  get,
  giveHolding,
  holdingOf,
  placeOrder,
  post,
  signIn,
  withPassword,
} from '../../../test/modules/trading/trading.test-support.ts';

let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai.
let clock = new Date('2026-11-20T02:00:00Z');
let alice: string;
let aliceId: string;

const redeem = (body: Record<string, unknown>) => placeOrder(t.app, 'redemption', alice, { fundCode: '000512', ...body });
const withdraw = async (orderNo: string, token = alice) =>
  post<TradeOrderResponse>(t.app, '/api/trade/withdrawal', token, await withPassword(t.app, { orderNo }));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await signIn(t.app);
  aliceId = await customerIdOf(t.app.db, '13800000001');
  await giveHolding(t.app.db, { customerId: aliceId, fundCode: '000512', shares: '1000.00', acquiredDate: '2026-11-01' });
  await giveHolding(t.app.db, { customerId: aliceId, fundCode: '000512', shares: '500.00', acquiredDate: '2026-11-18' });
  await giveHolding(t.app.db, { customerId: aliceId, fundCode: '002318', shares: '100.00', acquiredDate: '2026-01-05' });
  await giveHolding(t.app.db, { customerId: aliceId, fundCode: '009788', shares: '100.00', acquiredDate: '2026-01-05' });
});
afterAll(async () => t.close());

describe('redemption quotes', () => {
  it('the limit call shows shares, frozen and available', async () => {
    const { body } = await get<TradeLimitResponse>(t.app, '/api/trade/limit', alice, { fundCode: '000512', businessCode: '024' });
    expect(body.data).toMatchObject({ shares: '1500.00', frozenShares: '0.00', availableShares: '1500.00', allowed: true });
  });

  it('charges the fee by holding period over the lots, oldest first', async () => {
    const { body } = await post<TradeFareResponse>(t.app, '/api/trade/fare', alice, {
      businessCode: '024',
      fundCode: '000512',
      shares: '1200',
    });
    const fare = body.data as Extract<TradeFareResponse, { kind: 'shares' }>;
    expect(fare.lots.map((l) => [l.acquiredDate, l.shares, l.holdingDays, l.rate])).toEqual([
      ['2026-11-01', '1000.00', 19, '0.005'],
      ['2026-11-18', '200.00', 2, '0.015'],
    ]);
    // Each lot: round(round(shares × NAV) × rate), as the batch charges it.
    const lotFee = (shares: string, rate: string) => roundFen(roundFen(toDecimal(shares).times(fare.nav)).times(rate));
    const expected = lotFee('1000', '0.005').plus(lotFee('200', '0.015'));
    expect(fare.fee).toBe(toMoneyString(expected));
    expect(fare.grossAmount).toBe(toMoneyString(toDecimal('1200').times(fare.nav)));
    expect(fare.arrivalDate).toBe('2026-11-25');
  });
});

describe('redemption', () => {
  it('freezes the shares and refuses more than remain available', async () => {
    const first = await redeem({ shares: '600' });
    expect(first.body.data!.order).toMatchObject({ businessCode: '024', shares: '600.00', status: '9', expectedArrivalDate: '2026-11-25' });
    expect(await holdingOf(t.app.db, aliceId, '000512')).toEqual({ shares: '1500.00', frozen: '600.00' });
    expect((await redeem({ shares: '900.01' })).body).toMatchObject({ code: '3120', msg: '可用份额不足，当前可用900.00份' });
  });

  it('refuses less than the minimum redemption', async () => {
    expect((await redeem({ shares: '0.5' })).body).toMatchObject({ code: '3121', msg: '低于最低赎回份额1份' });
  });

  it('redeems everything when the remainder would fall below the minimum holding, and says so', async () => {
    const { body } = await placeOrder(t.app, 'redemption', alice, { fundCode: '009788', shares: '99.5' });
    expect(body).toMatchObject({ code: '3112', msg: '基金暂停赎回' });
    const all = await redeem({ shares: '899.5' });
    expect(all.body.data!.order.shares).toBe('900.00');
    expect(all.body.data!.notice).toContain('全部赎回');
    await withdraw(all.body.data!.order.orderNo);
  });

  it('refuses a fund the customer does not hold', async () => {
    expect((await placeOrder(t.app, 'redemption', alice, { fundCode: '000288', shares: '10' })).body.code).toBe('3122');
  });

  it('two redemptions racing for the same shares: only the available shares are frozen', async () => {
    const race = () => placeOrder(t.app, 'redemption', alice, { fundCode: '002318', shares: '80', clientRequestId: randomUUID() });
    const results = await Promise.all([race(), race()]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['0000', '3120']);
    expect(await holdingOf(t.app.db, aliceId, '002318')).toEqual({ shares: '100.00', frozen: '80.00' });
  });
});

describe('cancellation', () => {
  it('before the cut-off a redemption is withdrawn and its shares are released', async () => {
    const placed = await redeem({ shares: '100' });
    const before = await holdingOf(t.app.db, aliceId, '000512');
    const { body } = await withdraw(placed.body.data!.order.orderNo);
    expect(body.data!.order).toMatchObject({ status: '4', statusName: '已撤单', cancellable: false });
    const after = await holdingOf(t.app.db, aliceId, '000512');
    expect(toDecimal(before!.frozen).minus(after!.frozen).toFixed(2)).toBe('100.00');
  });

  it('a purchase paid by card is withdrawn before the cut-off', async () => {
    const placed = await placeOrder(t.app, 'purchase', alice, { fundCode: '000512', amount: '100', tradeacco: DEMO_TRADEACCO });
    expect((await withdraw(placed.body.data!.order.orderNo)).body.data!.order.status).toBe('4');
    // Cancelled twice is refused.
    expect((await withdraw(placed.body.data!.order.orderNo)).body.code).toBe('3142');
  });

  it('at the cut-off of its trade date an order can no longer be withdrawn', async () => {
    const placed = await placeOrder(t.app, 'purchase', alice, { fundCode: '000512', amount: '100', tradeacco: DEMO_TRADEACCO });
    clock = new Date('2026-11-20T07:00:00Z');
    const late = await signIn(t.app);
    expect((await withdraw(placed.body.data!.order.orderNo, late)).body).toMatchObject({
      code: '3140',
      msg: '已过当日交易截止时间不能撤单',
    });
    clock = new Date('2026-11-20T02:00:00Z');
    alice = await signIn(t.app);
  });

  it("another customer's order reads as absent", async () => {
    const placed = await placeOrder(t.app, 'purchase', alice, { fundCode: '000512', amount: '100', tradeacco: DEMO_TRADEACCO });
    const eve = await signIn(t.app, '13800000005');
    expect((await withdraw(placed.body.data!.order.orderNo, eve)).body.code).toBe('3141');
  });
});

describe('conversion', () => {
  it('lists open, convertible targets other than the source', async () => {
    const { body } = await post<TargetFundsResponse>(t.app, '/api/query/targetfunds', alice, { fundCode: '000512' });
    const codes = body.data!.list.map((f) => f.fundCode);
    expect(codes).toContain('002318');
    expect(codes).not.toContain('000512');
    expect(codes).not.toContain('012736');
    expect(codes).not.toContain('000041');
  });

  it('converts held shares into a listed target, freezing them', async () => {
    const before = await holdingOf(t.app.db, aliceId, '000512');
    const { body } = await placeOrder(t.app, 'convert', alice, { fundCode: '000512', targetFundCode: '002318', shares: '50' });
    expect(body.data!.order).toMatchObject({ businessCode: '036', targetFundCode: '002318', shares: '50.00' });
    const after = await holdingOf(t.app.db, aliceId, '000512');
    expect(toDecimal(after!.frozen).minus(before!.frozen).toFixed(2)).toBe('50.00');
  });

  it('refuses a target that is not convertible', async () => {
    const { body } = await placeOrder(t.app, 'convert', alice, { fundCode: '000512', targetFundCode: '012736', shares: '50' });
    expect(body.code).toBe('3150');
  });
});

describe('dividend method', () => {
  it('changes the method once; a second change waits for the first', async () => {
    const list = await get<BonusListResponse>(t.app, '/api/query/bonus-list', alice);
    expect(list.body.data!.list.find((h) => h.fundCode === '002318')).toMatchObject({ dividendMethod: '1', pendingMethod: null });
    expect((await placeOrder(t.app, 'bonus', alice, { fundCode: '002318', dividendMethod: '1' })).body.code).toBe('3153');
    const { body } = await placeOrder(t.app, 'bonus', alice, { fundCode: '002318', dividendMethod: '0' });
    expect(body.data!.order).toMatchObject({ businessCode: '029', dividendMethod: '0', status: '9' });
    expect((await placeOrder(t.app, 'bonus', alice, { fundCode: '002318', dividendMethod: '0' })).body.code).toBe('3152');
    const after = await get<BonusListResponse>(t.app, '/api/query/bonus-list', alice);
    expect(after.body.data!.list.find((h) => h.fundCode === '002318')).toMatchObject({ pendingMethod: '0' });
  });
});

describe('the card behind holdings and pending orders', () => {
  it('cannot be unbound', async () => {
    expect(await t.app.cardUsageChecks.reasonFor(t.app.db, aliceId, DEMO_TRADEACCO)).toContain('暂不能解绑');
  });
});
