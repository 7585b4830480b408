import { randomUUID } from 'node:crypto';
import {
  TRADE_PASSWORD_ERRORS,
  type LeaveMarkResponse,
  type TradeFareResponse,
  type TradeLimitResponse,
  type TradeOrderResponse,
  type WarningListResponse,
  type WorkdatesResponse,
} from '@fund-direct/domain/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  customerIdOf,
  DEMO_TRADEACCO,
  get,
  orderCount,
  placeOrder,
  post,
  signIn,
} from '../../../test/modules/trading/trading.test-support.ts';

let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai: a trading day before the cut-off.
let clock = new Date('2026-11-20T02:00:00Z');
let alice: string;
let aliceId: string;

const buy = (body: Record<string, unknown>, token = alice) =>
  placeOrder(t.app, 'purchase', token, { fundCode: '000512', amount: '1000', paymentMethod: 'card', tradeacco: DEMO_TRADEACCO, ...body });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await signIn(t.app);
  aliceId = await customerIdOf(t.app.db, '13800000001');
});
afterAll(async () => t.close());

describe('quotes', () => {
  it('a front-end fee shows the list rate beside the discounted one', async () => {
    const { body } = await post<TradeFareResponse>(t.app, '/api/trade/fare', alice, {
      businessCode: '022',
      fundCode: '000512',
      amount: '10000',
    });
    expect(body.data).toMatchObject({
      kind: 'amount',
      chargeType: 'A',
      listRate: '0.015',
      rate: '0.0015',
      discount: '0.1',
      fee: '14.98',
      listFee: '147.78',
      netAmount: '9985.02',
    });
  });

  it('a back-end charge costs nothing now and shows its rates by holding years', async () => {
    const { body } = await post<TradeFareResponse>(t.app, '/api/trade/fare', alice, {
      businessCode: '022',
      fundCode: '000512',
      amount: '10000',
      chargeType: 'B',
    });
    const fare = body.data as Extract<TradeFareResponse, { kind: 'amount' }>;
    expect(fare).toMatchObject({ chargeType: 'B', fee: '0.00', netAmount: '10000.00' });
    expect(fare.backEndTiers[0]).toEqual({ minYears: 0, maxYears: 1, rate: '0.018' });
  });

  it('a fund without back-end shares refuses the back-end charge', async () => {
    const { body } = await post(t.app, '/api/trade/fare', alice, {
      businessCode: '022',
      fundCode: '001266',
      amount: '10000',
      chargeType: 'B',
    });
    expect(body.code).toBe('3154');
  });

  it('a money fund charges nothing', async () => {
    const { body } = await post<TradeFareResponse>(t.app, '/api/trade/fare', alice, {
      businessCode: '022',
      fundCode: '000372',
      amount: '10000',
    });
    expect(body.data).toMatchObject({ fee: '0.00', netAmount: '10000.00' });
  });

  it('the limit call gives the minimum, the fund and card limits and the largest amount now', async () => {
    const { body } = await get<TradeLimitResponse>(t.app, '/api/trade/limit', alice, {
      fundCode: '000512',
      businessCode: '022',
      tradeacco: DEMO_TRADEACCO,
    });
    expect(body.data).toMatchObject({
      allowed: true,
      minAmount: '10.00',
      fundPerOrder: { value: '0', text: '无限额' },
      card: { perOrder: { value: '50000', text: '5万元' }, perDay: { value: '100000', text: '10万元' }, dayRemaining: '100000.00' },
      maxAmount: '50000.00',
    });
  });

  it('the limit call says why a fund takes no purchases', async () => {
    const { body } = await get<TradeLimitResponse>(t.app, '/api/trade/limit', alice, { fundCode: '000041', businessCode: '022' });
    expect(body.data).toMatchObject({ allowed: false, reason: '基金暂停申购', fundPerOrder: { text: '5万元' } });
  });
});

describe('a purchase that passes every check', () => {
  it('is pending (9) on T = today, paid by card, with the discounted fee and the timeline', async () => {
    const { body } = await buy({ amount: '10000.00' });
    expect(body.code).toBe('0000');
    const order = body.data!.order;
    expect(order).toMatchObject({
      businessCode: '022',
      fundCode: '000512',
      amount: '10000.00',
      status: '9',
      statusName: '待确认',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      tradeDate: '2026-11-20',
      expectedConfirmDate: '2026-11-23',
      cancellable: true,
      remitAccount: null,
      cardNoShort: expect.stringContaining('1234'),
    });
    // 1.5 % list rate × 0.1 online discount = 0.15 %, charged on the net amount: 10000 − 10000 / 1.0015.
    expect(order.quotedFee).toBe('14.98');
    expect(order.timeline.map((s) => [s.title, s.date])).toEqual([
      ['提交申请', '2026-11-20'],
      ['份额确认', '2026-11-23'],
      ['查看收益', '2026-11-24'],
    ]);
    expect(order.orderNo).toMatch(/^20261120\d{10}$/);
  });

  it('subscribes (020) while the fund is raising', async () => {
    const { body } = await buy({ fundCode: '023415', amount: '500' });
    expect(body.data!.order).toMatchObject({ businessCode: '020', recordCode: '01', businessName: '认购' });
  });
});

describe('refusals', () => {
  it('refuses a fund whose purchases are suspended', async () => {
    const { body } = await buy({ fundCode: '000041' });
    expect(body).toMatchObject({ code: '3111', msg: '基金暂停申购' });
  });

  it('refuses a fund in its closed period', async () => {
    expect((await buy({ fundCode: '008115' })).body).toMatchObject({ code: '3113', msg: '基金处于封闭期，暂不能交易' });
  });

  it('names the minimum', async () => {
    expect((await buy({ amount: '9.99' })).body).toMatchObject({ code: '3114', msg: '低于最低申购金额10元' });
  });

  it('refuses more than the fund takes in one order', async () => {
    const { body } = await buy({ fundCode: '012009', amount: '500000.01', paymentMethod: 'remit', tradeacco: undefined });
    expect(body).toMatchObject({ code: '3115', msg: '超过单笔限额50万元' });
  });

  it("refuses more than the fund takes in one day, counting today's orders", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await buy({ fundCode: '012009', amount: '400000', paymentMethod: 'remit', tradeacco: undefined })).body.code).toBe('0000');
    }
    const { body } = await buy({ fundCode: '012009', amount: '200000.01', paymentMethod: 'remit', tradeacco: undefined });
    expect(body).toMatchObject({ code: '3116', msg: '超过单日限额，今日还可购买200000.00元' });
  });

  it('refuses more than the card pays in one order', async () => {
    expect((await buy({ amount: '50000.01' })).body).toMatchObject({ code: '3117', msg: '超过银行卡单笔限额5万元' });
  });

  it('refuses more than the card pays in one day', async () => {
    // 10000 and 500 were paid by this card earlier today.
    expect((await buy({ amount: '50000' })).body.code).toBe('0000');
    const { body } = await buy({ amount: '39500.01' });
    expect(body).toMatchObject({ code: '3118', msg: '超过银行卡单日限额，该卡今日还可支付39500.00元' });
  });

  it("refuses a card that is not the customer's own signed card", async () => {
    expect((await buy({ tradeacco: '0100999' })).body.code).toBe('3119');
  });

  it('refuses an institution with the §8 text', async () => {
    const corp = await signIn(t.app, '13800000003');
    expect((await buy({}, corp)).body).toMatchObject({ code: '3101', msg: '您是机构户不能操作交易，抱歉~' });
  });

  it('refuses a customer without a fund account', async () => {
    const bob = await signIn(t.app, '13800000002');
    expect((await buy({}, bob)).body).toMatchObject({ code: '3102', msg: '您目前还没有基金账户，请先完成开户再购买产品' });
  });

  it('refuses an expired risk assessment', async () => {
    const dora = await signIn(t.app, '13800000004');
    expect((await buy({}, dora)).body).toMatchObject({ code: '3106', msg: '您账号的风险等级过期，请重新评测' });
  });

  it('refuses a wrong trade password without placing anything', async () => {
    const before = await orderCount(t.app.db, aliceId);
    const { body } = await placeOrder(t.app, 'purchase', alice, { fundCode: '000512', amount: '100', tradeacco: DEMO_TRADEACCO }, '000000');
    expect(body.code).toBe('2413');
    expect(await orderCount(t.app.db, aliceId)).toBe(before);
  });
});

describe('risk match', () => {
  it("a product above the customer's level needs the recorded confirmation, then passes with it once", async () => {
    const warning = await get<WarningListResponse>(t.app, '/api/trade/warning-list', alice, { fundCode: '001266' });
    expect(warning.body.data).toMatchObject({ decision: 'confirm', customerLevel: 'C3', productLevel: 'R4' });
    expect(warning.body.data!.warnings.length).toBeGreaterThan(0);

    expect((await buy({ fundCode: '001266' })).body).toMatchObject({ code: '3130', msg: expect.stringContaining('风险等级不匹配需确认') });

    const mark = await post<LeaveMarkResponse>(t.app, '/api/trade/leave-mark', alice, { fundCode: '001266', confirmed: true });
    const riskConfirmationId = mark.body.data!.riskConfirmationId;
    const placed = await buy({ fundCode: '001266', riskConfirmationId, amount: '100' });
    expect(placed.body.code).toBe('0000');
    // One confirmation is one order.
    expect((await buy({ fundCode: '001266', riskConfirmationId, amount: '100' })).body.code).toBe('3132');
  });

  it('a confirmation for another fund does not count', async () => {
    const mark = await post<LeaveMarkResponse>(t.app, '/api/trade/leave-mark', alice, { fundCode: '005671', confirmed: true });
    expect((await buy({ fundCode: '001266', riskConfirmationId: mark.body.data!.riskConfirmationId })).body.code).toBe('3132');
  });

  it('a conservative customer cannot buy above R1 at all', async () => {
    await t.app.db.execute(sql`update customer set riskability = '1' where id = ${aliceId}::uuid`);
    try {
      const warning = await get<WarningListResponse>(t.app, '/api/trade/warning-list', alice, { fundCode: '000288' });
      expect(warning.body.data!.decision).toBe('forbidden');
      expect((await buy({ fundCode: '000288' })).body).toMatchObject({ code: '3131', msg: '保守型客户不能购买该风险等级产品' });
      expect((await post(t.app, '/api/trade/leave-mark', alice, { fundCode: '000288', confirmed: true })).body.code).toBe('3131');
    } finally {
      await t.app.db.execute(sql`update customer set riskability = '3' where id = ${aliceId}::uuid`);
    }
  });
});

describe('idempotency', () => {
  it('the same request submitted twice is one order', async () => {
    const clientRequestId = randomUUID();
    const before = await orderCount(t.app.db, aliceId);
    const first = await buy({ clientRequestId, amount: '100' });
    const second = await buy({ clientRequestId, amount: '100' });
    expect(second.body.data!.order.orderNo).toBe(first.body.data!.order.orderNo);
    expect([first.body.data!.replayed, second.body.data!.replayed]).toEqual([false, true]);
    expect(await orderCount(t.app.db, aliceId)).toBe(before + 1);
  });

  it('two identical requests racing make one order', async () => {
    const clientRequestId = randomUUID();
    const before = await orderCount(t.app.db, aliceId);
    const [a, b] = await Promise.all([buy({ clientRequestId, amount: '100' }), buy({ clientRequestId, amount: '100' })]);
    expect(a.body.data!.order.orderNo).toBe(b.body.data!.order.orderNo);
    expect([a.body.data!.replayed, b.body.data!.replayed].sort()).toEqual([false, true]);
    expect(await orderCount(t.app.db, aliceId)).toBe(before + 1);
  });

  it('a request id reused for another fund is refused', async () => {
    const clientRequestId = randomUUID();
    await buy({ clientRequestId, amount: '100' });
    expect((await buy({ clientRequestId, fundCode: '002318', amount: '100' })).body.code).toBe('3160');
  });
});

describe('trade date', () => {
  const tradeDateAt = async (instant: string, fundCode = '000512'): Promise<string> => {
    clock = new Date(instant);
    const token = await signIn(t.app);
    const { body } = await placeOrder(t.app, 'purchase', token, { fundCode, amount: '100', tradeacco: DEMO_TRADEACCO });
    return (body.data as TradeOrderResponse).order.tradeDate;
  };

  it('an order at 14:59:59 on a trading day is traded that day', async () => {
    expect(await tradeDateAt('2026-11-20T06:59:59Z')).toBe('2026-11-20');
  });

  it('an order at 15:00 on Friday is traded on Monday', async () => {
    expect(await tradeDateAt('2026-11-20T07:00:00Z')).toBe('2026-11-23');
  });

  it('an order on the National Day holiday is traded on the first trading day after it', async () => {
    expect(await tradeDateAt('2026-10-02T02:00:00Z')).toBe('2026-10-08');
  });

  it('workdates answer T and the QDII confirmation T+2', async () => {
    clock = new Date('2026-11-20T02:00:00Z');
    const token = await signIn(t.app);
    const { body } = await get<WorkdatesResponse>(t.app, '/api/trade/workdates', token, { fundCode: '006201', businessCode: '022' });
    expect(body.data).toMatchObject({
      tradeDate: '2026-11-20',
      beforeCutoff: true,
      confirmDate: '2026-11-24',
      incomeDate: '2026-11-25',
      arrivalDate: null,
    });
  });
});

describe('trade password lock', () => {
  it('five wrong passwords in a day lock trading with a clear message', async () => {
    clock = new Date('2026-11-19T02:00:00Z');
    const token = await signIn(t.app);
    const wrong = async () =>
      (await placeOrder(t.app, 'purchase', token, { fundCode: '000512', amount: '100', tradeacco: DEMO_TRADEACCO }, '999999')).body;
    for (let i = 0; i < 4; i++) expect((await wrong()).code).toBe('2413');
    expect((await wrong()).code).toBe('2414');
    const right = await placeOrder(t.app, 'purchase', token, { fundCode: '000512', amount: '100', tradeacco: DEMO_TRADEACCO });
    expect(right.body).toMatchObject({ code: '2414', msg: TRADE_PASSWORD_ERRORS.LOCKED.msg });
  });
});
