import type { BonusRecord, TradeOrderDetailResponse, TradeOrderView, TradeRecordItem } from '@fund-direct/domain/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInject } from '../../../test/support/test-app.ts';
import { get, post } from '../../../test/modules/trading/trading.test-support.ts';
import { buildScenario, DAYS, FUNDS, type Scenario } from '../../../test/modules/assets/history-scenario.test-support.ts';

let s: Scenario;
beforeAll(async () => {
  s = await buildScenario();
}, 240_000);
afterAll(async () => s.t.close());

interface Page {
  list: TradeRecordItem[];
  total: number;
  pageNum: number;
  pageSize: number;
}
const records = (body: Record<string, unknown>, token = s.token) => post<Page>(s.t.app, '/api/query/trade-record', token, body);
const orderNos = (page: Page) => page.list.map((item) => item.order?.orderNo ?? `74:${item.confirmation?.fundCode}`);

describe('the scenario', () => {
  it('leaves the orders in the states the records are checked against', async () => {
    const rows = await s.t.database.query<{ business_code: string; status: string }>(
      sql`select business_code, status from trade_order where customer_id = ${s.customerId}::uuid order by placed_at`,
    );
    expect(rows.map((r) => `${r.business_code}:${r.status}`)).toEqual([
      '022:1',
      '022:1',
      '022:1',
      '024:1',
      '022:1',
      '029:1',
      '036:1',
      '022:4',
      '022:9',
    ]);
  });
});

describe('POST /query/trade-record, ds (applications)', () => {
  const newestFirst = () => {
    const o = s.orders;
    return [o.pendingA, o.withdrawnA, o.convertBC, o.bonusB, o.buyC, o.redeemA, o.buyM, o.buyB, o.buyA];
  };

  it('lists every order of the customer, newest first, with the total', async () => {
    const { body } = await records({ kind: 'ds' });
    expect(body.data).toMatchObject({ total: 9, pageNum: 1, pageSize: 10 });
    expect(orderNos(body.data!)).toEqual(newestFirst());
  });

  it('shows each order as the order call does (status, timeline, cancellable)', async () => {
    const { body } = await records({ kind: 'ds' });
    for (const orderNo of [s.orders.pendingA, s.orders.convertBC, s.orders.withdrawnA]) {
      const detail = await get<TradeOrderDetailResponse>(s.t.app, '/api/trade/order', s.token, { orderNo });
      expect(body.data!.list.find((item) => item.order?.orderNo === orderNo)!.order).toEqual(detail.body.data!.order);
    }
    const pending = body.data!.list[0]!;
    expect(pending.order).toMatchObject({ status: '9', cancellable: true, amount: '1000.00' });
    expect(pending.confirmation).toBeNull();
  });

  it('carries the confirmed figures of the TA beside the order', async () => {
    const { body } = await records({ kind: 'ds', recordCodes: ['13'] });
    const [row] = await s.t.database.query<Record<string, string | null>>(sql`
      select c.nav::text as nav, c.fee::text as fee, c.shares_in::text as "sharesIn", c.shares_out::text as "sharesOut", c.amount::text as amount,
        c.confirm_date::text as "confirmDate", c.arrival_date::text as "arrivalDate"
      from trade_confirmation c join trade_order o on o.id = c.order_id where o.order_no = ${s.orders.convertBC}`);
    expect(body.data!.list).toHaveLength(1);
    expect(body.data!.list[0]!.confirmation).toEqual({
      recordCode: '13',
      businessName: '基金转换',
      fundCode: FUNDS.B,
      fundName: '沣泽稳健收益债券A',
      ...row,
    });
    expect(body.data!.list[0]!.order).toMatchObject({ targetFundCode: FUNDS.C, shares: '1000.00' });
  });

  it('filters by business type, status, fund (either side of a conversion) and trade date', async () => {
    const o = s.orders;
    const purchases = (await records({ kind: 'ds', recordCodes: ['02'] })).body.data!;
    expect(orderNos(purchases)).toEqual([o.pendingA, o.withdrawnA, o.buyC, o.buyM, o.buyB, o.buyA]);
    expect(orderNos((await records({ kind: 'ds', status: '4' })).body.data!)).toEqual([o.withdrawnA]);
    expect(orderNos((await records({ kind: 'ds', fundCode: FUNDS.C })).body.data!)).toEqual([o.convertBC, o.buyC]);
    const middle = (await records({ kind: 'ds', startDate: DAYS.D2, endDate: DAYS.D3 })).body.data!;
    expect(orderNos(middle)).toEqual([o.withdrawnA, o.convertBC, o.bonusB, o.buyC, o.redeemA]);
    expect((await records({ kind: 'ds', recordCodes: ['03', '13'], status: '1' })).body.data!.total).toBe(2);
  });

  it('pages with the total of all matches', async () => {
    const second = (await records({ kind: 'ds', pageNum: 2, pageSize: 4 })).body.data!;
    expect(second).toMatchObject({ total: 9, pageNum: 2, pageSize: 4 });
    expect(orderNos(second)).toEqual(newestFirst().slice(4, 8));
    const beyond = (await records({ kind: 'ds', pageNum: 4, pageSize: 4 })).body.data!;
    expect(beyond).toMatchObject({ total: 9, list: [] });
  });
});

describe('POST /query/trade-record, dc (confirmations)', () => {
  it('lists what the TA confirmed and the dividends paid (74), newest first', async () => {
    const { body } = await records({ kind: 'dc', pageSize: 20 });
    const o = s.orders;
    expect(body.data!.total).toBe(9);
    // D4's dividends (B then A by the time they were written), then the D3 conversion confirmed on D4…
    const dates = body.data!.list.map((item) => item.confirmation!.confirmDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(orderNos(body.data!).filter((no) => !no.startsWith('74:'))).toEqual([
      o.convertBC,
      o.bonusB,
      o.buyC,
      o.redeemA,
      o.buyM,
      o.buyB,
      o.buyA,
    ]);
    expect(body.data!.list.every((item) => item.confirmation !== null)).toBe(true);
  });

  it('shows a dividend as record code 74: cash arrives on the pay date, reinvestment brings shares at the ex-date NAV', async () => {
    const { body } = await records({ kind: 'dc', recordCodes: ['74'] });
    const payments = await s.t.database.query<{
      fund_code: string;
      amount: string;
      reinvest_nav: string | null;
      reinvest_shares: string | null;
    }>(sql`
      select fund_code, amount::text as amount, reinvest_nav::text as reinvest_nav, reinvest_shares::text as reinvest_shares
      from dividend_payment where customer_id = ${s.customerId}::uuid order by fund_code`);
    const byFund = new Map(body.data!.list.map((item) => [item.confirmation!.fundCode, item]));
    expect([...byFund.keys()].sort()).toEqual([FUNDS.B, FUNDS.A].sort());
    const [reinvested, cash] = payments;
    expect(byFund.get(FUNDS.A)).toEqual({
      order: null,
      confirmation: {
        recordCode: '74',
        businessName: '分红',
        fundCode: FUNDS.A,
        fundName: '沣泽价值精选混合A',
        nav: null,
        fee: '0.00',
        sharesIn: null,
        sharesOut: null,
        amount: cash!.amount,
        confirmDate: DAYS.D4,
        arrivalDate: DAYS.D5,
      },
    });
    expect(byFund.get(FUNDS.B)!.confirmation).toMatchObject({
      nav: reinvested!.reinvest_nav,
      sharesIn: reinvested!.reinvest_shares,
      amount: reinvested!.amount,
      arrivalDate: null,
    });
  });

  it('filters confirmations like orders, dates by confirmation date', async () => {
    expect((await records({ kind: 'dc', status: '9' })).body.data).toMatchObject({ total: 0, list: [] });
    expect(orderNos((await records({ kind: 'dc', recordCodes: ['03'] })).body.data!)).toEqual([s.orders.redeemA]);
    const fundA = (await records({ kind: 'dc', fundCode: FUNDS.A })).body.data!;
    expect(orderNos(fundA)).toEqual([`74:${FUNDS.A}`, s.orders.redeemA, s.orders.buyA]);
    // Day-1 purchases are confirmed on D2 (T+1): a range of D2 only has them.
    const confirmedOnD2 = (await records({ kind: 'dc', startDate: DAYS.D2, endDate: DAYS.D2 })).body.data!;
    expect(orderNos(confirmedOnD2)).toEqual([s.orders.buyM, s.orders.buyB, s.orders.buyA]);
  });
});

describe('POST /query/to-be-confirmed and GET /query/bonus-records', () => {
  it('lists the pending orders', async () => {
    const { body } = await post<{ list: TradeOrderView[] }>(s.t.app, '/api/query/to-be-confirmed', s.token, {});
    expect(body.data!.list.map((o) => [o.orderNo, o.status, o.cancellable])).toEqual([[s.orders.pendingA, '9', true]]);
  });

  it('lists the dividends received, with a fund filter', async () => {
    const { body } = await get<{ list: BonusRecord[] }>(s.t.app, '/api/query/bonus-records', s.token);
    const rows = await s.t.database.query<BonusRecord>(sql`
      select d.fund_code as "fundCode", f.name as "fundName", d.ex_date::text as "exDate", d.pay_date::text as "payDate",
        d.base_shares::text as "baseShares", d.cash_per_share::text as "cashPerShare", d.amount::text as amount, d.method,
        d.reinvest_nav::text as "reinvestNav", d.reinvest_shares::text as "reinvestShares"
      from dividend_payment d join fund f on f.code = d.fund_code where d.customer_id = ${s.customerId}::uuid order by d.fund_code`);
    expect(body.data!.list).toEqual(rows);
    const onlyA = await get<{ list: BonusRecord[] }>(s.t.app, '/api/query/bonus-records', s.token, { fundCode: FUNDS.A });
    expect(onlyA.body.data!.list.map((r) => [r.fundCode, r.method, r.cashPerShare])).toEqual([[FUNDS.A, '1', '0.0500']]);
  });
});

describe('scoping and validation', () => {
  it('shows another customer only their own records', async () => {
    const ds = (await records({ kind: 'ds' }, s.otherToken)).body.data!;
    expect(ds.total).toBe(1);
    expect(ds.list[0]!.order).toMatchObject({ fundCode: FUNDS.A, amount: '7777.00', status: '1' });
    const dc = (await records({ kind: 'dc', recordCodes: ['74'] }, s.otherToken)).body.data!;
    expect(dc.list.map((item) => item.confirmation!.fundCode)).toEqual([FUNDS.A]);
    expect((await post<{ list: unknown[] }>(s.t.app, '/api/query/to-be-confirmed', s.otherToken, {})).body.data!.list).toEqual([]);
    expect(
      (await get<{ list: unknown[] }>(s.t.app, '/api/query/bonus-records', s.otherToken, { fundCode: FUNDS.B })).body.data!.list,
    ).toEqual([]);
  });

  it('refuses bad filters with a message naming them', async () => {
    expect((await records({ kind: 'xx' })).body).toMatchObject({ code: '1001', msg: '记录类型不正确' });
    expect((await records({ recordCodes: ['1'] })).body).toMatchObject({ code: '1001', msg: '业务类型不正确' });
    expect((await records({ status: '7' })).body).toMatchObject({ code: '1001', msg: '状态不正确' });
    expect((await records({ pageSize: 101 })).body).toMatchObject({ code: '1001', msg: '每页条数不能超过100' });
    expect((await records({ startDate: '2026/11/01' })).body).toMatchObject({ code: '1001', msg: '日期格式应为YYYY-MM-DD' });
    expect((await get(s.t.app, '/api/query/bonus-records', s.token, { fundCode: 'abc' })).body).toMatchObject({
      code: '1001',
      msg: '基金代码必须是6位数字',
    });
  });

  it('answers 401 without a session', async () => {
    const response = await signedInject(s.t.app, { method: 'POST', url: '/api/query/trade-record', body: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: '1401' });
  });
});
