import { sql } from 'drizzle-orm';
import type { InstantRoomResponse, TradeOrderResponse } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  customerIdOf,
  get,
  giveHolding,
  holdingOf,
  placeOrder,
  post,
  signIn,
  withPassword,
} from '../../../test/modules/trading/trading.test-support.ts';
import { setMoneyNav } from '../../../test/modules/ta/ta.test-support.ts';
import { runTaBatch } from '../ta/ta.public.ts';

// Friday 2026-11-20, 10:00 in Shanghai (moved within a test, hence const and setTime).
const clock = new Date('2026-11-20T02:00:00Z');
const MONEY_FUND = '000372';
const OTHER_MONEY_FUND = '004228';
let t: TestApp;
let alice: string;
let aliceId: string;

const instant = (shares: string, fundCode = MONEY_FUND) => placeOrder(t.app, 'redemption', alice, { fundCode, shares, instant: true });
const room = (fundCode = MONEY_FUND) => get<InstantRoomResponse>(t.app, '/api/trade/instant-room', alice, { fundCode });
const advances = () =>
  t.database.query<{ amount: string; status: string; settled_amount: string | null; advance_date: string }>(
    sql`select amount::text, status, settled_amount::text, advance_date::text from instant_advance
        where customer_id = ${aliceId}::uuid order by advanced_at, amount`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await signIn(t.app);
  aliceId = await customerIdOf(t.app.db, '13800000001');
  await giveHolding(t.app.db, { customerId: aliceId, fundCode: MONEY_FUND, shares: '20000.00', acquiredDate: '2026-10-08' });
  await giveHolding(t.app.db, { customerId: aliceId, fundCode: OTHER_MONEY_FUND, shares: '5000.00', acquiredDate: '2026-10-08' });
  await giveHolding(t.app.db, { customerId: aliceId, fundCode: '000512', shares: '1000.00', acquiredDate: '2026-10-08' });
});
afterAll(async () => t.close());

describe('快速取现', () => {
  it('offers 10,000 a day at the money fund NAV, and refuses a fund that is not a money fund', async () => {
    expect((await room()).body.data).toEqual({
      customerLimit: '10000.00',
      customer: '10000.00',
      company: '5000000.00',
      available: '10000.00',
      nav: '1.0000',
    });
    expect((await room('000512')).body).toMatchObject({ code: '3190', msg: '仅货币基金支持快速取现' });
    expect((await instant('100', '000512')).body).toMatchObject({ code: '3190' });
  });

  it('pays at once: arrival today, the money shown arrived, the shares frozen until the batch, and no withdrawal', async () => {
    const placed = await instant('6000');
    const order = placed.body.data!.order;
    expect(order).toMatchObject({ instant: true, businessCode: '024', expectedArrivalDate: '2026-11-20', cancellable: false });
    expect(order.timeline.map((s) => [s.title, s.label, s.done])).toEqual([
      ['提交申请', 'T日', true],
      ['资金到账', '实时', true],
      ['份额确认', 'T+1日', false],
    ]);
    expect(await holdingOf(t.app.db, aliceId, MONEY_FUND)).toEqual({ shares: '20000.00', frozen: '6000.00' });
    expect(await advances()).toEqual([{ amount: '6000.00', status: 'open', settled_amount: null, advance_date: '2026-11-20' }]);
    const withdrawn = await post<TradeOrderResponse>(
      t.app,
      '/api/trade/withdrawal',
      alice,
      await withPassword(t.app, { orderNo: order.orderNo }),
    );
    expect(withdrawn.body.code).toBe('3142');
  });

  it('counts the daily limit across money funds and refuses a fen over it without freezing anything', async () => {
    expect((await room(OTHER_MONEY_FUND)).body.data).toMatchObject({ customer: '4000.00', available: '4000.00' });
    const over = await instant('4000.01', OTHER_MONEY_FUND);
    expect(over.body).toMatchObject({ code: '3191', msg: '超过快速取现单日限额，您今日还可快速取现4,000.00元，超出部分请使用普通赎回' });
    expect(await holdingOf(t.app.db, aliceId, OTHER_MONEY_FUND)).toEqual({ shares: '5000.00', frozen: '0.00' });
    expect((await instant('4000', OTHER_MONEY_FUND)).body.code).toBe('0000');
    expect((await room()).body.data).toMatchObject({ customer: '0.00', available: '0.00' });
    // The ordinary way has no such limit.
    const ordinary = await placeOrder(t.app, 'redemption', alice, { fundCode: MONEY_FUND, shares: '12000' });
    expect(ordinary.body.data!.order).toMatchObject({ instant: false, cancellable: true, expectedArrivalDate: '2026-11-23' });
  });

  it('opens again on the next China day', async () => {
    const saved = clock.getTime();
    clock.setTime(new Date('2026-11-20T16:00:00Z').getTime());
    try {
      alice = await signIn(t.app);
      expect((await room()).body.data).toMatchObject({ customer: '10000.00', available: '10000.00' });
    } finally {
      clock.setTime(saved);
      alice = await signIn(t.app);
    }
  });

  it("is settled by the batch's confirmation of the redemption; the confirmation keeps the day the money was paid", async () => {
    await setMoneyNav(t.app.db, MONEY_FUND, '2026-11-20', '0.4500');
    await setMoneyNav(t.app.db, OTHER_MONEY_FUND, '2026-11-20', '0.4200');
    await runTaBatch(t.app.db, '2026-11-20', new Date('2026-11-20T12:00:00Z'));
    expect(await advances()).toEqual([
      { amount: '4000.00', status: 'settled', settled_amount: '4000.00', advance_date: '2026-11-20' },
      { amount: '6000.00', status: 'settled', settled_amount: '6000.00', advance_date: '2026-11-20' },
    ]);
    const arrivals = await t.database.query<{ instant: boolean; arrival_date: string }>(
      sql`select o.instant, c.arrival_date::text from trade_confirmation c join trade_order o on o.id = c.order_id
          where o.customer_id = ${aliceId}::uuid and o.fund_code = ${MONEY_FUND} order by o.instant`,
    );
    expect(arrivals).toEqual([
      { instant: false, arrival_date: '2026-11-23' },
      { instant: true, arrival_date: '2026-11-20' },
    ]);
  });

  it('leaves the advance unrecovered for operations when the batch fails the redemption', async () => {
    // Monday 2026-11-23: a new day's room; the batch runs on another fund's NAV, none of this fund's, so the order fails.
    clock.setTime(new Date('2026-11-23T02:00:00Z').getTime());
    alice = await signIn(t.app);
    expect((await instant('100')).body.code).toBe('0000');
    await setMoneyNav(t.app.db, OTHER_MONEY_FUND, '2026-11-23', '0.4100');
    await runTaBatch(t.app.db, '2026-11-23', new Date('2026-11-23T12:00:00Z'));
    expect((await advances()).filter((a) => a.advance_date === '2026-11-23')).toEqual([
      { amount: '100.00', status: 'unrecovered', settled_amount: null, advance_date: '2026-11-23' },
    ]);
  });
});
