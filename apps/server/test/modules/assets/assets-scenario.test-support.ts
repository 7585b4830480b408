import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { runDemoDay } from '../../../src/modules/ta/ta-simulate.ts';
import { DEMO_TRADEACCO, customerIdOf, placeOrder, signIn } from '../trading/trading.test-support.ts';

// A scripted week of the demo customer through the real order book (the API) and the TA batch:
export const A = '000512'; // mixed, bought twice, converted out in part, pays a cash dividend
export const T = '002318'; // mixed, the conversion's target
export const M = '000372'; // money fund
export const B = '000288'; // bond, redeemed in part, its dividend reinvested
export const E = '002769'; // bond, bought and redeemed in full (an emptied holding)
export const P = '006430'; // bond, only a pending purchase (in transit)
export const [D1, D2, D3, D4, D5] = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'] as const;

export interface ScriptedWeek {
  t: TestApp;
  customerId: string;
  // A fresh session of 13800000001 at the scenario's clock (Friday D5, 10:00 in China).
  token: string;
  setClock(instant: Date): void;
}

const morning = (day: string) => new Date(`${day}T02:00:00Z`);
const evening = (day: string) => new Date(`${day}T12:00:00Z`);

// D1 purchases of A, M, B and E; D2 a second purchase of A; D3 a partial redemption of B, the full
// redemption of E, a conversion A → T and B's dividend method changed to reinvestment; D4 dividends of
// A (cash) and B (reinvested); D5 before the cut-off, pending: a card purchase of P, a remittance
// purchase of B (money awaited) and a redemption of 100 shares of B. The batch runs D1–D4.
export async function scriptedWeek(): Promise<ScriptedWeek> {
  let clock = morning(D1);
  const t = await createTestApp({ now: () => clock });
  const customerId = await customerIdOf(t.app.db, '13800000001');
  let token = '';
  // Each morning a new session: the clock jumps past the idle timeout.
  const morningOf = async (date: string) => {
    clock = morning(date);
    token = await signIn(t.app);
  };
  const ok = async (reply: Promise<{ body: { code: string } }>) => expect((await reply).body.code).toBe('0000');
  const buy = (fundCode: string, amount: string, extra: Record<string, unknown> = { tradeacco: DEMO_TRADEACCO }) =>
    ok(placeOrder(t.app, 'purchase', token, { fundCode, amount, ...extra }));
  const day = async (date: string, orders: () => Promise<unknown>) => {
    await morningOf(date);
    await orders();
    await runDemoDay(t.app.db, date, evening(date));
  };

  await day(D1, async () => {
    for (const [fund, amount] of [
      [A, '10000'],
      [M, '5000'],
      [B, '20000'],
      [E, '1000'],
    ] as const)
      await buy(fund, amount);
  });
  await day(D2, () => buy(A, '3000'));
  const [emptied] = await t.database.query<{ shares: string }>(
    sql`select shares::text from holding where customer_id = ${customerId}::uuid and fund_code = ${E}`,
  );
  await day(D3, async () => {
    await ok(placeOrder(t.app, 'redemption', token, { fundCode: B, shares: '5000' }));
    await ok(placeOrder(t.app, 'redemption', token, { fundCode: E, shares: emptied?.shares }));
    await ok(placeOrder(t.app, 'convert', token, { fundCode: A, targetFundCode: T, shares: '1000' }));
    await ok(placeOrder(t.app, 'bonus', token, { fundCode: B, dividendMethod: '0' }));
  });
  for (const [fund, cash] of [
    [A, '0.0500'],
    [B, '0.0120'],
  ] as const) {
    await t.database.query(sql`insert into dividend_declaration (fund_code, ex_date, record_date, pay_date, cash_per_share)
      values (${fund}, ${D4}::date, ${D4}::date, ${D5}::date, ${cash}::numeric)`);
  }
  await day(D4, async () => undefined);
  await morningOf(D5);
  await buy(P, '1000');
  await buy(B, '2000', { paymentMethod: 'remit' });
  await ok(placeOrder(t.app, 'redemption', token, { fundCode: B, shares: '100' }));
  return {
    t,
    customerId,
    token,
    setClock: (instant) => {
      clock = instant;
    },
  };
}
