import type { TradeOrderResponse } from '@fund-direct/domain/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { placeOrder as placeOrderDirectly } from '../ta/ta.test-support.ts';
import { runDemoDay } from '../../../src/modules/ta/ta-simulate.ts';
import { customerIdOf, DEMO_TRADEACCO, placeOrder, post, signIn, withPassword } from '../trading/trading.test-support.ts';

// A customer's few weeks of trading, through the order calls and the TA batch of each day:
//   D1 Fri 10-30  buy A 10000, B 5000, money fund M 3000 (and the other customer buys A)
//   D2 Mon 11-02  redeem 2000 shares of A, buy C 2000, change B's dividends to reinvestment
//   D3 Tue 11-03  convert 1000 shares of B into C; a purchase of A placed and withdrawn
//   D4 Wed 11-04  A pays 0.05 a share in cash, B 0.02 a share reinvested (ex-date = record date)
//   D5 Thu 11-05  buy A 1000, still pending: the clock stays at D5 10:00.
export const FUNDS = { A: '000512', B: '000288', M: '000372', C: '002318' } as const;
export const DAYS = { D1: '2026-10-30', D2: '2026-11-02', D3: '2026-11-03', D4: '2026-11-04', D5: '2026-11-05' } as const;
export const OTHER_MOBILE = '13800000004';

export interface Scenario {
  t: TestApp;
  customerId: string;
  otherId: string;
  // Signed in at the scenario's final clock.
  token: string;
  otherToken: string;
  // Order numbers by role.
  orders: Record<'buyA' | 'buyB' | 'buyM' | 'redeemA' | 'buyC' | 'bonusB' | 'convertBC' | 'withdrawnA' | 'pendingA', string>;
}

const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

export async function buildScenario(): Promise<Scenario> {
  let clock = at(DAYS.D1, '10:00');
  const t = await createTestApp({ now: () => clock });
  const db = t.app.db;
  const customerId = await customerIdOf(db, '13800000001');
  const otherId = await customerIdOf(db, OTHER_MOBILE);
  const orders: Partial<Scenario['orders']> = {};
  let token = '';

  const morningOf = async (date: string) => {
    clock = at(date, '10:00');
    token = await signIn(t.app);
  };
  const order = async (
    role: keyof Scenario['orders'],
    path: 'purchase' | 'redemption' | 'convert' | 'bonus',
    body: Record<string, unknown>,
  ) => {
    const extra = path === 'purchase' ? { paymentMethod: 'card', tradeacco: DEMO_TRADEACCO } : {};
    // A minute between orders, so that newest-first lists have one order.
    clock = new Date(clock.getTime() + 60_000);
    const reply = await placeOrder(t.app, path, token, { ...extra, ...body });
    if (reply.body.code !== '0000') throw new Error(`${role}: ${reply.body.code} ${reply.body.msg}`);
    orders[role] = (reply.body.data as TradeOrderResponse).order.orderNo;
  };
  const closeOf = (date: string) => runDemoDay(t.database.db, date, at(date, '20:00'));

  await morningOf(DAYS.D1);
  await order('buyA', 'purchase', { fundCode: FUNDS.A, amount: '10000' });
  await order('buyB', 'purchase', { fundCode: FUNDS.B, amount: '5000' });
  await order('buyM', 'purchase', { fundCode: FUNDS.M, amount: '3000' });
  await placeOrderDirectly(t.database.db, {
    customerId: otherId,
    businessCode: '022',
    fundCode: FUNDS.A,
    tradeDate: DAYS.D1,
    amount: '7777.00',
    tradeacco: null,
  });
  await closeOf(DAYS.D1);

  await morningOf(DAYS.D2);
  await order('redeemA', 'redemption', { fundCode: FUNDS.A, shares: '2000' });
  await order('buyC', 'purchase', { fundCode: FUNDS.C, amount: '2000' });
  await order('bonusB', 'bonus', { fundCode: FUNDS.B, dividendMethod: '0' });
  await closeOf(DAYS.D2);

  await morningOf(DAYS.D3);
  await order('convertBC', 'convert', { fundCode: FUNDS.B, targetFundCode: FUNDS.C, shares: '1000' });
  await order('withdrawnA', 'purchase', { fundCode: FUNDS.A, amount: '500' });
  const withdrawn = await post(t.app, '/api/trade/withdrawal', token, await withPassword(t.app, { orderNo: orders.withdrawnA }));
  if (withdrawn.body.code !== '0000') throw new Error(`withdrawal: ${withdrawn.body.msg}`);
  await closeOf(DAYS.D3);

  await morningOf(DAYS.D4);
  await db.execute(sql`insert into dividend_declaration (fund_code, ex_date, record_date, pay_date, cash_per_share)
    values (${FUNDS.A}, ${DAYS.D4}, ${DAYS.D4}, ${DAYS.D5}, 0.0500), (${FUNDS.B}, ${DAYS.D4}, ${DAYS.D4}, ${DAYS.D5}, 0.0200)`);
  await closeOf(DAYS.D4);

  await morningOf(DAYS.D5);
  await order('pendingA', 'purchase', { fundCode: FUNDS.A, amount: '1000' });
  const otherToken = await signIn(t.app, OTHER_MOBILE);
  return { t, customerId, otherId, token, otherToken, orders: orders as Scenario['orders'] };
}

// A single-row, single-column answer of the test's own SQL.
export async function scalar<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<{ v: T }>(t.app.db, statement);
  return (row as { v: T }).v;
}
