import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundFen, toDecimal } from '@fund-direct/domain/money';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rebuildHoldings } from '../ledger/rebuild-holdings.ts';
import { runTaBatch } from './ta-batch.ts';
import {
  addCustomer,
  derivedState,
  freezeFor,
  grantShares,
  placeOrder,
  setMoneyNav,
  snapshot,
} from '../../../test/modules/ta/ta.test-support.ts';

// 沣泽货币A: NAV 1.0000, income published for every natural day.
const M = '000372';
const [D1, D2, D3] = ['2026-11-20', '2026-11-23', '2026-11-24'];
const INCOME_10K: Record<string, string> = {
  '2026-11-19': '0.5100',
  '2026-11-20': '0.5200',
  '2026-11-21': '0.5300',
  '2026-11-22': '0.5400',
  '2026-11-23': '0.5500',
  '2026-11-24': '0.5600',
};
const clock = new Date('2026-11-19T01:00:00Z');
const at = (date: string) => new Date(`${date}T12:00:00Z`);

let t: TestApp;
let z: string;

const holding = async () =>
  (
    await t.database.query<{ shares: string; cost: string }>(
      sql`select shares::text, cost::text from holding where customer_id = ${z}::uuid and fund_code = ${M}`,
    )
  )[0];
const incomeOn = async (date: string) =>
  (
    await t.database.query<{ shares: string; market_value: string; income: string }>(
      sql`select shares::text, market_value::text, income::text from daily_income where customer_id = ${z}::uuid and fund_code = ${M} and income_date = ${date}`,
    )
  )[0];
// round(shares × the 万份收益 of the days after the previous trading day up to T / 10000, 2).
const earned = (shares: string, ...days: string[]) =>
  roundFen(
    toDecimal(shares)
      .times(days.reduce((sum, day) => sum.plus(INCOME_10K[day] as string), toDecimal(0)))
      .dividedBy(10000),
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  z = await addCustomer(db, '13900000301');
  for (const [day, income] of Object.entries(INCOME_10K)) await setMoneyNav(db, M, day, income);
  await grantShares(db, z, M, '1000000.00', '1000000.00', '2026-11-02');
  await runTaBatch(db, D1, at(D1));
  await runTaBatch(db, D2, at(D2));
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('money-fund income carried as shares', () => {
  const day1 = () => earned('1000000.00', D1);
  const day2 = () => earned(toDecimal('1000000.00').plus(day1()).toFixed(2), '2026-11-21', '2026-11-22', D2);

  it('adds the day’s income to the holding as shares, cost unchanged, with a ledger row and a lot', async () => {
    const carried = await t.database.query<{ shares: string; cost: string; ref: string; effective_date: string }>(sql`
      select shares::text, cost::text, ref, effective_date::text from share_ledger
      where customer_id = ${z}::uuid and kind = 'income_carry' order by effective_date`);
    expect(carried[0]).toEqual({ shares: day1().toFixed(2), cost: '0.00', ref: `carry:${M}:${D1}:${z}`, effective_date: D1 });
    const lots = await t.database.query<{ acquired_date: string; shares: string }>(
      sql`select acquired_date::text, shares::text from share_lot where customer_id = ${z}::uuid order by acquired_date, id`,
    );
    expect(lots).toEqual([
      { acquired_date: '2026-11-02', shares: '1000000.00' },
      { acquired_date: D1, shares: day1().toFixed(2) },
      { acquired_date: D2, shares: day2().toFixed(2) },
    ]);
    expect(await holding()).toEqual({ shares: toDecimal('1000000.00').plus(day1()).plus(day2()).toFixed(2), cost: '1000000.00' });
  });

  it('earns the next day’s income on the carried shares, Monday carrying the weekend', async () => {
    expect(day2().toFixed(2)).toBe('162.01');
    expect(await incomeOn(D2)).toEqual({
      income: day2().toFixed(2),
      shares: toDecimal('1000000.00').plus(day1()).plus(day2()).toFixed(2),
      market_value: toDecimal('1000000.00').plus(day1()).plus(day2()).toFixed(2),
    });
  });

  it('carries nothing more when the days are run again', async () => {
    const before = await snapshot(t.database);
    for (const day of [D1, D2]) await runTaBatch(t.database.db, day, at(D2));
    expect(await snapshot(t.database)).toEqual(before);
  });

  describe('a redemption taking carried shares', () => {
    beforeAll(async () => {
      const order = await placeOrder(t.database.db, {
        customerId: z,
        businessCode: '024',
        fundCode: M,
        tradeDate: D3,
        shares: '1000000.50',
      });
      await freezeFor(t.database.db, order, z, M, '1000000.50', D3);
      await runTaBatch(t.database.db, D3, at(D3));
    });

    it('takes the oldest lots first, then the first carried lot', async () => {
      const lots = await t.database.query<{ remaining: string }>(
        sql`select remaining::text from share_lot where customer_id = ${z}::uuid order by acquired_date, id`,
      );
      const day3 = earned(toDecimal('1000000.00').plus(day1()).plus(day2()).toFixed(2), D3);
      expect(lots.map((l) => l.remaining)).toEqual(['0.00', day1().minus('0.50').toFixed(2), day2().toFixed(2), day3.toFixed(2)]);
      expect((await holding())?.shares).toBe(day1().plus(day2()).plus(day3).minus('0.50').toFixed(2));
    });

    it('rebuilds the same holdings and lots from the ledger', async () => {
      const incremental = await derivedState(t.database);
      await t.database.db.execute(sql`update holding set shares = shares + 1 where customer_id = ${z}::uuid`);
      await t.database.db.execute(sql`update share_lot set remaining = shares where customer_id = ${z}::uuid`);
      await rebuildHoldings(t.database.db);
      expect(await derivedState(t.database)).toEqual(incremental);
    });
  });
});
