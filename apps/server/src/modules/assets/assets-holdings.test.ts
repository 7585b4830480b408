import { previousTradingDay } from '@fund-direct/domain/calendar';
import {
  TRADE_ERRORS,
  type AggregationResponse,
  type HoldingItem,
  type TrendResponse,
  type firstIncomeResponse,
  type holdPeriodResponse,
  type messageListResponse,
  type todoResponse,
} from '@fund-direct/domain/contracts';
import { type MoneyDecimal, sumMoney, toDecimal, toMoneyString } from '@fund-direct/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TestApp } from '../../../test/support/test-app.ts';
import { get, post, signIn } from '../../../test/modules/trading/trading.test-support.ts';
import { A, B, D1, D2, D3, D4, D5, E, M, P, T, scriptedWeek } from '../../../test/modules/assets/assets-scenario.test-support.ts';
import { ledgerFigures, shareInfoOf, type LedgerFigures } from '../../../test/modules/assets/assets.test-support.ts';
import { rebuildHoldings } from '../ledger/rebuild-holdings.ts';
import { backfillDailyIncome } from './daily-income-backfill.ts';
import { MESSAGE_NOT_FOUND } from './messages.service.ts';
import { TODO_NOT_FOUND } from './todo.service.ts';

// The scripted week of assets-scenario.test-support.ts, then every figure of share-info and aggregation
// checked against the ledger, the NAVs and the confirmations, computed here independently.
let t: TestApp;
let token: string;
let customerId: string;
let expected: LedgerFigures;
type FirstIncome = z.infer<typeof firstIncomeResponse>;

beforeAll(async () => {
  ({ t, token, customerId } = await scriptedWeek());
  expected = await ledgerFigures(t.database, customerId, { today: D5, firstDay: D1, lastIncomeDay: D4 });
}, 240_000);

afterAll(async () => {
  await t.close();
});

function expectHolding(item: HoldingItem | undefined, fund: string): void {
  const want = expected.funds.get(fund);
  if (!want || !item) throw new Error(`no holding ${fund}`);
  const holdingIncome = toDecimal(want.marketValue).minus(want.cost);
  expect(item).toMatchObject({
    fundCode: fund,
    shares: want.shares,
    frozenShares: want.frozen,
    availableShares: toMoneyString(toDecimal(want.shares).minus(want.frozen)),
    nav: want.nav,
    navDate: want.navDate,
    marketValue: want.marketValue,
    cost: want.cost,
    holdingIncome: toMoneyString(holdingIncome),
    holdingIncomeRate: toDecimal(want.cost).isZero() ? null : holdingIncome.div(want.cost).toDecimalPlaces(4).toFixed(4),
    yesterdayIncome: want.yesterdayIncome,
    cumulativeIncome: want.cumulativeIncome,
  });
}

describe('share-info after a scripted week of trades', () => {
  it('values every holding from the ledger at the latest NAV, with its income from the batch', async () => {
    const info = await shareInfoOf(t.app, token, '1');
    expect(info.list.map((h) => h.fundCode).sort()).toEqual([A, B, M, T].sort());
    for (const fund of [A, B, M, T])
      expectHolding(
        info.list.find((h) => h.fundCode === fund),
        fund,
      );
    // The pending redemption of B holds 100 shares frozen.
    expect(info.list.find((h) => h.fundCode === B)?.frozenShares).toBe('100.00');
    expect(info.list.find((h) => h.fundCode === M)).toMatchObject({ isMoneyFund: true, nav: '1.0000' });
    // The money fund earned its 万份收益 on D2–D4 (shares held since D1).
    expect(toDecimal(expected.funds.get(M)!.cumulativeIncome).gt(0)).toBe(true);
  });

  it('has cumulative income = market value − money in + money out for funds priced by NAV (the days telescope)', async () => {
    const info = await shareInfoOf(t.app, token, '0');
    for (const [fund, want] of expected.funds) {
      if (want.isMoneyFund) continue;
      const identity = toDecimal(want.marketValue).minus(want.moneyIn).plus(want.moneyOut);
      expect([fund, info.list.find((h) => h.fundCode === fund)?.cumulativeIncome]).toEqual([fund, toMoneyString(identity)]);
    }
  });

  it('sums the account: market value, money in transit, yesterday, holding and cumulative income', async () => {
    const info = await shareInfoOf(t.app, token, '1');
    const held = [A, B, M, T].map((f) => expected.funds.get(f)!);
    const all = [...expected.funds.values()];
    const marketValue = sumMoney(held.map((f) => f.marketValue));
    expect(info.summary).toEqual({
      // The card purchase of P; the remittance still awaited is not money in transit yet.
      inTransitAmount: '1000.00',
      marketValue: toMoneyString(marketValue),
      totalAssets: toMoneyString(marketValue.plus(1000)),
      incomeDate: D4,
      yesterdayIncome: toMoneyString(sumMoney(all.map((f) => f.yesterdayIncome))),
      holdingIncome: toMoneyString(sumMoney(held.map((f) => toDecimal(f.marketValue).minus(f.cost)))),
      cumulativeIncome: toMoneyString(sumMoney(all.map((f) => f.cumulativeIncome))),
    });
  });

  it('splits the holdings by fund type', async () => {
    const info = await shareInfoOf(t.app, token, '1');
    const value = (...funds: string[]) => sumMoney(funds.map((f) => expected.funds.get(f)!.marketValue));
    const total = value(A, T, M, B);
    const ratio = (v: MoneyDecimal) => v.div(total).toDecimalPlaces(4).toFixed(4);
    expect(new Set(info.split)).toEqual(
      new Set([
        { fundType: '1', fundTypeName: '混合型', marketValue: toMoneyString(value(A, T)), ratio: ratio(value(A, T)) },
        { fundType: '3', fundTypeName: '债券型', marketValue: toMoneyString(value(B)), ratio: ratio(value(B)) },
        { fundType: '5', fundTypeName: '货币型', marketValue: toMoneyString(value(M)), ratio: ratio(value(M)) },
      ]),
    );
  });

  it('keeps the emptied holding with its income when firstflag is 0', async () => {
    const info = await shareInfoOf(t.app, token, '0');
    const emptied = info.list.find((h) => h.fundCode === E);
    expectHolding(emptied, E);
    expect(emptied).toMatchObject({ shares: '0.00', marketValue: '0.00', cost: '0.00' });
    expect(toDecimal(emptied?.cumulativeIncome ?? '0').isZero()).toBe(false);
  });

  it('answers the last income date per fund (first-income)', async () => {
    const body = (await get<FirstIncome>(t.app, '/api/query/first-income', token)).body.data as FirstIncome;
    expect(body.incomeDate).toBe(D4);
    const all = [...expected.funds.entries()].filter(([, f]) => f.hadIncomeOnLastDay);
    expect(body.list.map((r) => [r.fundCode, r.income]).sort()).toEqual(all.map(([code, f]) => [code, f.yesterdayIncome]).sort());
    expect(body.total).toBe(toMoneyString(sumMoney(all.map(([, f]) => f.yesterdayIncome))));
  });
});

describe('aggregation', () => {
  let page: AggregationResponse;

  beforeAll(async () => {
    // Unsigned (§7): only the session token travels.
    const response = await t.app.inject({ method: 'POST', url: '/api/query/aggregation', headers: { accesstoken: token }, payload: {} });
    expect(response.statusCode).toBe(200);
    page = (response.json() as { data: AggregationResponse }).data;
  });

  it('carries the same holdings and summary as share-info', async () => {
    expect(page.shareInfo).toEqual(await shareInfoOf(t.app, token, '1'));
  });

  it('lists the pending orders: purchases as amounts, redemptions as shares, with their dates', () => {
    expect(page.inTransit.totalAmount).toBe('1000.00');
    const byFund = Object.fromEntries(page.inTransit.list.map((i) => [`${i.businessCode}:${i.fundCode}`, i]));
    expect(byFund[`022:${P}`]).toMatchObject({
      amount: '1000.00',
      shares: null,
      tradeDate: D5,
      expectedConfirmDate: '2026-11-30',
      paymentStatus: 'paid',
      cancellable: true,
    });
    expect(byFund[`022:${B}`]).toMatchObject({ amount: '2000.00', shares: null, paymentStatus: 'awaiting' });
    expect(byFund[`024:${B}`]).toMatchObject({ amount: null, shares: '100.00', expectedArrivalDate: '2026-12-02', businessName: '赎回' });
    expect(page.inTransit.list).toHaveLength(3);
  });

  it('lists the awaited remittance as a to-do', () => {
    expect(page.todo.list).toEqual([
      expect.objectContaining({ kind: 'remit_awaiting', title: '汇款待支付', path: '/assets/trade_record', date: D5 }),
    ]);
  });

  it('has a message for every confirmed order and each dividend, all unread', () => {
    // 5 purchases (D1 ×4, D2), 2 redemptions, a conversion and a dividend-method change; 2 dividends.
    expect(page.messages.list).toHaveLength(11);
    expect(page.messages.unread).toBe(11);
    expect(
      page.messages.list
        .filter((m) => m.id.startsWith('dividend:'))
        .map((m) => m.title)
        .sort(),
    ).toEqual(['分红到账', '红利再投资']);
  });
});

describe('one holding: lots, holding time, locked shares, trend', () => {
  const purchaseShares = async (fund: string) =>
    t.database.query<{ d: string; shares: string }>(
      sql`select effective_date::text as d, shares::text from share_ledger
          where customer_id = ${customerId}::uuid and fund_code = ${fund} and kind in ('purchase', 'dividend_reinvest') order by id`,
    );

  it('lists the lots left after FIFO with holding days and the fee today and next (hold-period)', async () => {
    const [first, second] = await purchaseShares(A);
    const { body } = await post<z.infer<typeof holdPeriodResponse>>(t.app, '/api/query/hold-period', token, { fundCode: A });
    expect(body.data).toEqual({
      fundCode: A,
      fundName: '沣泽价值精选混合A',
      list: [
        // The conversion of 1000 shares on D3 took them from the oldest lot.
        {
          acquiredDate: D1,
          chargeType: 'A',
          shares: first!.shares,
          remaining: toMoneyString(toDecimal(first!.shares).minus(1000)),
          holdingDays: 4,
          feeRate: '0.015',
          nextFeeRate: '0.005',
          nextFeeDate: '2026-11-30',
        },
        {
          acquiredDate: D2,
          chargeType: 'A',
          shares: second!.shares,
          remaining: second!.shares,
          holdingDays: 3,
          feeRate: '0.015',
          nextFeeRate: '0.005',
          nextFeeDate: '2026-12-01',
        },
      ],
    });
  });

  it('opens a lot for reinvested dividend shares', async () => {
    const [, reinvested] = await purchaseShares(B);
    const { body } = await post<z.infer<typeof holdPeriodResponse>>(t.app, '/api/query/hold-period', token, { fundCode: B });
    expect(body.data?.list.at(-1)).toMatchObject({
      acquiredDate: D4,
      shares: reinvested!.shares,
      holdingDays: 1,
      feeRate: '0.015',
      nextFeeRate: '0.001',
    });
  });

  it('counts the days held since the first purchase, none for an emptied holding (hold-time)', async () => {
    expect((await get(t.app, '/api/query/hold-time', token, { fundCode: A })).body.data).toEqual({
      fundCode: A,
      firstDate: D1,
      holdingDays: 4,
    });
    expect((await get(t.app, '/api/query/hold-time', token, { fundCode: E })).body.data).toEqual({
      fundCode: E,
      firstDate: null,
      holdingDays: 0,
    });
  });

  it('lists the shares frozen by pending orders (lock-share-list)', async () => {
    expect((await get(t.app, '/api/query/lock-share-list', token)).body.data).toEqual({
      list: [
        {
          orderNo: expect.stringMatching(/^\d+$/),
          fundCode: B,
          fundName: '沣泽稳健收益债券A',
          businessName: '赎回',
          shares: '100.00',
          tradeDate: D5,
        },
      ],
    });
    expect((await get(t.app, '/api/query/lock-share-list', token, { fundCode: A })).body.data).toEqual({ list: [] });
  });

  it('draws the NAV line with the buy and sell points and the income (trend)', async () => {
    const trend = async (fundCode: string) =>
      (await post<TrendResponse>(t.app, '/api/query/trend', token, { fundCode, period: '1m' })).body.data as TrendResponse;
    const confirmations = await t.database.query<{
      trade_date: string;
      nav: string;
      target_nav: string | null;
      shares_in: string | null;
      shares_out: string | null;
    }>(
      sql`select o.trade_date::text, c.nav::text, c.target_nav::text, c.shares_in::text, c.shares_out::text
          from trade_order o join trade_confirmation c on c.order_id = o.id
          where o.customer_id = ${customerId}::uuid and (o.fund_code = ${A} or o.target_fund_code = ${A}) order by o.trade_date`,
    );
    const a = await trend(A);
    expect(a.points).toEqual([
      { date: D1, side: 'buy', nav: confirmations[0]!.nav, amount: '10000.00', shares: confirmations[0]!.shares_in, businessName: '申购' },
      { date: D2, side: 'buy', nav: confirmations[1]!.nav, amount: '3000.00', shares: confirmations[1]!.shares_in, businessName: '申购' },
      { date: D3, side: 'sell', nav: confirmations[2]!.nav, amount: expect.any(String), shares: '1000.00', businessName: '基金转换' },
    ]);
    expect(a.navs.map((n) => n.date)).toEqual(expect.arrayContaining([D1, D2, D3, D4]));
    expect(a.navs[0]!.date > '2026-10-27').toBe(true);
    expect(a.income.map((p) => p.date)).toEqual([D1, D2, D3, D4]);
    expect(a.income.at(-1)?.cumulativeIncome).toBe(expected.funds.get(A)?.cumulativeIncome);
    const target = await trend(T);
    expect(target.points).toEqual([
      expect.objectContaining({ date: D3, side: 'buy', shares: expect.any(String), businessName: '基金转换' }),
    ]);
    expect(target.points[0]?.nav).toBe(
      (await t.database.query<{ n: string }>(sql`select unit_nav::text as n from nav where fund_code = ${T} and nav_date = ${D3}::date`))[0]
        ?.n,
    );
    const bond = await trend(B);
    expect(bond.points.map((p) => [p.date, p.side, p.businessName])).toEqual([
      [D1, 'buy', '申购'],
      [D3, 'sell', '赎回'],
      [D4, 'buy', '红利再投资'],
    ]);
  });
});

describe('to-dos and messages', () => {
  it('marks a message read and deletes another; a deleted message is gone for good', async () => {
    const list = (await get<z.infer<typeof messageListResponse>>(t.app, '/api/query/messages', token)).body.data!;
    const [first, second] = list.list;
    const read = await post<z.infer<typeof messageListResponse>>(t.app, '/api/query/messages/state', token, { id: first!.id, state: '1' });
    expect(read.body.data).toMatchObject({ unread: list.unread - 1 });
    expect(read.body.data?.list.find((m) => m.id === first!.id)?.state).toBe('1');
    const deleted = await post<z.infer<typeof messageListResponse>>(t.app, '/api/query/messages/state', token, {
      id: second!.id,
      state: '2',
    });
    expect(deleted.body.data?.list.map((m) => m.id)).not.toContain(second!.id);
    expect(deleted.body.data).toMatchObject({ unread: list.unread - 2 });
    const again = await post(t.app, '/api/query/messages/state', token, { id: second!.id, state: '1' });
    expect(again.body).toMatchObject({ code: '1405', msg: MESSAGE_NOT_FOUND });
  });

  it('lists the newest 30 messages still shown, newest first, and counts every unread one', async () => {
    const other = await signIn(t.app, '13800000005');
    const [row] = await t.database.query<{ id: string }>(sql`select id from customer where mobile = '13800000005'`);
    // 33 dividends on 33 funds, one a day back from the last scripted day, paid an hour apart.
    await t.database.query(sql`
      insert into dividend_payment (customer_id, fund_code, ex_date, base_shares, cash_per_share, amount, method, pay_date, created_at)
      select ${row!.id}::uuid, f.code, ${D5}::date - f.n, 1000, 0.0100, 10.00, '1', ${D5}::date - f.n + 1,
             ${`${D5}T12:00:00+08:00`}::timestamptz - make_interval(hours => f.n)
      from (select code, (row_number() over (order by code) - 1)::int as n from fund order by code limit 33) f`);
    const messages = async () => (await get<z.infer<typeof messageListResponse>>(t.app, '/api/query/messages', other)).body.data!;
    const all = await messages();
    expect(all.unread).toBe(33);
    expect(all.list).toHaveLength(30);
    const times = all.list.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.list[0]).toMatchObject({ title: '分红到账', state: '0', createdAt: new Date(`${D5}T04:00:00Z`).toISOString() });
    const deleted = await post<z.infer<typeof messageListResponse>>(t.app, '/api/query/messages/state', other, {
      id: all.list[0]!.id,
      state: '2',
    });
    expect(deleted.body.data?.unread).toBe(32);
    expect(deleted.body.data?.list.map((m) => m.id)).toEqual([...all.list.slice(1).map((m) => m.id), expect.any(String)]);
    const read = await post<z.infer<typeof messageListResponse>>(t.app, '/api/query/messages/state', other, {
      id: all.list[1]!.id,
      state: '1',
    });
    expect(read.body.data).toMatchObject({
      unread: 31,
      list: expect.arrayContaining([expect.objectContaining({ id: all.list[1]!.id, state: '1' })]),
    });
    await t.database.query(sql`delete from dividend_payment where customer_id = ${row!.id}::uuid`);
  });

  it('derives the expiry to-dos from the customer: an expired risk assessment, an expired ID card', async () => {
    const todos = async (mobile: string) =>
      (await get<z.infer<typeof todoResponse>>(t.app, '/api/trade/todo', await signIn(t.app, mobile))).body.data!.list;
    expect(await todos('13800000004')).toEqual([
      expect.objectContaining({ kind: 'risk_expired', title: '风险测评已过期', path: '/account/risk', date: '2026-10-24' }),
    ]);
    expect(await todos('13800000005')).toEqual([
      expect.objectContaining({ kind: 'id_expired', title: '身份证已过期', path: '/account/person_info', date: '2026-09-24' }),
    ]);
  });

  it('dismisses a to-do until its cause changes', async () => {
    const [remit] = (await get<z.infer<typeof todoResponse>>(t.app, '/api/trade/todo', token)).body.data!.list;
    expect((await post(t.app, '/api/trade/todo', token, { id: remit!.id })).body).toMatchObject({ code: '0000', data: { list: [] } });
    expect((await get(t.app, '/api/trade/todo', token)).body.data).toEqual({ list: [] });
    expect((await post(t.app, '/api/trade/todo', token, { id: remit!.id })).body).toMatchObject({ code: '1405', msg: TODO_NOT_FOUND });

    // A risk assessment running out within 30 days; dismissed, then assessed again and running out later.
    const expiring = async (yyyymmdd: string) => {
      await t.database.query(sql`update customer set riskinvalidate = ${yyyymmdd} where id = ${customerId}::uuid`);
      return (await get<z.infer<typeof todoResponse>>(t.app, '/api/trade/todo', token)).body.data!.list;
    };
    const [soon] = await expiring('20261210');
    expect(soon).toMatchObject({ kind: 'risk_expiring', date: '2026-12-10', path: '/account/risk' });
    await post(t.app, '/api/trade/todo', token, { id: soon!.id });
    expect(await expiring('20261210')).toEqual([]);
    expect(await expiring('20261220')).toEqual([expect.objectContaining({ kind: 'risk_expiring', date: '2026-12-20' })]);
    expect(await expiring('20271122')).toEqual([]);
  });
});

describe('scoping and validation', () => {
  it('shows another customer nothing of 13800000001', async () => {
    const other = await signIn(t.app, '13800000004');
    const info = await shareInfoOf(t.app, other, '0');
    expect(info.list).toEqual([]);
    expect(info.summary).toMatchObject({ totalAssets: '0.00', cumulativeIncome: '0.00', incomeDate: null });
    expect((await post(t.app, '/api/query/hold-period', other, { fundCode: A })).body.data).toMatchObject({ fundCode: A, list: [] });
    expect((await post(t.app, '/api/query/trend', other, { fundCode: A, period: '1m' })).body.data).toMatchObject({
      points: [],
      income: [],
    });
    expect((await get(t.app, '/api/query/lock-share-list', other)).body.data).toEqual({ list: [] });
    expect((await get(t.app, '/api/query/messages', other)).body.data).toEqual({ list: [], unread: 0 });
    expect((await post(t.app, '/api/query/assets-in-transit', other, {})).body.data).toEqual({ list: [], totalAmount: '0.00' });
    const [message] = (await get<z.infer<typeof messageListResponse>>(t.app, '/api/query/messages', token)).body.data!.list;
    expect((await post(t.app, '/api/query/messages/state', other, { id: message!.id, state: '2' })).body.code).toBe('1405');
  });

  it('refuses bad parameters with an envelope naming the field, and callers without a session', async () => {
    expect(await get(t.app, '/api/query/share-info', token, { firstflag: '2' })).toMatchObject({
      status: 400,
      body: { code: '1001', msg: 'firstflag 取值应为0或1' },
    });
    expect((await post(t.app, '/api/query/hold-period', token, { fundCode: '12' })).body.code).toBe('1001');
    expect((await post(t.app, '/api/query/hold-period', token, { fundCode: '999999' })).body.code).toBe(TRADE_ERRORS.FUND_NOT_FOUND.code);
    expect((await post(t.app, '/api/query/trend', token, { fundCode: A, period: '2y' })).body).toMatchObject({
      code: '1001',
      msg: '期间取值不正确',
    });
    expect((await post(t.app, '/api/query/messages/state', token, { id: 'x', state: '3' })).body).toMatchObject({
      code: '1001',
      msg: '消息状态不正确',
    });
    expect((await post(t.app, '/api/trade/todo', token, { id: ' ' })).body).toMatchObject({ code: '1001', msg: '请选择待办事项' });
    expect((await post(t.app, '/api/query/assets-in-transit', token, { querytype: 'SOME' })).body).toMatchObject({
      code: '1001',
      msg: 'querytype 应为 ALL',
    });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/query/aggregation', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the daily income backfill', () => {
  it("writes exactly what the batch wrote day by day, the money fund's carried income included", async () => {
    const c = sql`${customerId}::uuid`;
    const state = async () => ({
      income: await t.database.query(sql`select fund_code, income_date::text, shares::text, nav::text, market_value::text, income::text
        from daily_income where customer_id = ${c} order by fund_code, income_date`),
      carries: await t.database.query(sql`select fund_code, effective_date::text, shares::text, cost::text, ref
        from share_ledger where customer_id = ${c} and kind = 'income_carry' order by fund_code, effective_date`),
      holdings: await t.database.query(
        sql`select fund_code, shares::text, frozen::text, cost::text from holding where customer_id = ${c} order by fund_code`,
      ),
      lots: await t.database.query(sql`select fund_code, acquired_date::text, shares::text, remaining::text
        from share_lot where customer_id = ${c} order by fund_code, acquired_date, shares`),
    });
    const byBatch = await state();
    expect(byBatch.income.length).toBeGreaterThan(10);
    expect(byBatch.carries.length).toBe(3);
    await t.database.query(sql`delete from daily_income where customer_id = ${c}`);
    await t.database.query(sql`delete from share_ledger where customer_id = ${c} and kind = 'income_carry'`);
    await rebuildHoldings(t.app.db, customerId);
    expect(await backfillDailyIncome(t.app.db, customerId, previousTradingDay(D1), D4)).toBe(byBatch.income.length);
    expect(await state()).toEqual(byBatch);
  });
});
