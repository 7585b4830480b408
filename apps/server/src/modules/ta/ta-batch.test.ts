import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTradingDays } from '@fund-direct/domain/calendar';
import { purchaseShares, quotePurchase, redemptionAmount, roundFen, toDecimal, truncShares } from '@fund-direct/domain/money';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rebuildHoldings } from '../ledger/rebuild-holdings.ts';
import { FAIL_REASONS } from './fail-reasons.ts';
import { runTaBatch } from './ta-batch.ts';
import {
  addCustomer,
  customerIdOf,
  freezeFor,
  grantShares,
  placeOrder,
  purchaseTiers,
  setNav,
  snapshot,
} from '../../../test/modules/ta/ta.test-support.ts';

const A = '000512';
const B = '000513';
const C = '001266';
const [D1, D2, D3, D4] = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
const clock = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let x: string;
let y: string;
const orders: Record<string, string> = {};

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await t.database.query<T>(query);
  if (!row) throw new Error('no row');
  return row;
};
const holdingOf = (customer: string, fund: string) =>
  one<{ shares: string; frozen: string; cost: string; dividend_method: string }>(
    sql`select shares::text, frozen::text, cost::text, dividend_method from holding where customer_id = ${customer}::uuid and fund_code = ${fund}`,
  );
const confirmationOf = (order: string) =>
  one<{
    nav: string;
    fee: string;
    shares_in: string | null;
    shares_out: string | null;
    amount: string;
    target_nav: string | null;
    confirm_date: string;
    arrival_date: string | null;
  }>(
    sql`select nav::text, fee::text, shares_in::text, shares_out::text, amount::text, target_nav::text, confirm_date::text, arrival_date::text
        from trade_confirmation where order_id = ${order}::uuid`,
  );
const orderOf = (order: string) =>
  one<{ status: string; fail_reason: string | null }>(sql`select status, fail_reason from trade_order where id = ${order}::uuid`);
const at = (date: string) => new Date(`${date}T12:00:00Z`);

describe('the TA batch over several trading days', () => {
  const expected: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const db = t.database.db;
    x = await customerIdOf(t.database, '13800000001');
    y = await addCustomer(db, '13900000077');

    // Day 1: purchases of A (quoted fee), of B (no quote: recomputed) and Y's of A (no quote).
    await setNav(db, A, D1, '1.2345');
    await setNav(db, B, D1, '1.1111');
    const quoteA = quotePurchase('10000.00', (await purchaseTiers(t.database, A)).tiers, (await purchaseTiers(t.database, A)).discount);
    expected.feeXA = quoteA.fee.toFixed(2);
    orders.xA = await placeOrder(db, {
      customerId: x,
      businessCode: '022',
      fundCode: A,
      tradeDate: D1,
      amount: '10000.00',
      quotedFee: expected.feeXA,
    });
    orders.xB = await placeOrder(db, { customerId: x, businessCode: '022', fundCode: B, tradeDate: D1, amount: '5000.00' });
    orders.yA = await placeOrder(db, {
      customerId: y,
      businessCode: '022',
      fundCode: A,
      tradeDate: D1,
      amount: '1000.33',
      tradeacco: null,
    });
    // An old lot of A, held since January (another holding-period rate).
    await grantShares(db, x, A, '2000.00', '2000.00', '2026-01-05');
    await runTaBatch(db, D1, at(D1));
  }, 240_000);

  afterAll(async () => {
    await t.close();
  });

  it('confirms a purchase at NAV(T): shares = trunc((amount − fee) / NAV, 2), a lot and the holding', async () => {
    const shares = purchaseShares('10000.00', expected.feeXA as string, '1.2345').toFixed(2);
    expect(await confirmationOf(orders.xA as string)).toMatchObject({
      nav: '1.2345',
      fee: expected.feeXA,
      shares_in: shares,
      confirm_date: D2,
    });
    expect(await orderOf(orders.xA as string)).toEqual({ status: '1', fail_reason: null });
    const holding = await holdingOf(x, A);
    expect(holding.shares).toBe(toDecimal(shares).plus(2000).toFixed(2));
    expect(holding.cost).toBe('12000.00');
    const lots = await t.database.query<{ acquired_date: string; shares: string; remaining: string }>(
      sql`select acquired_date::text, shares::text, remaining::text from share_lot where customer_id = ${x}::uuid and fund_code = ${A} order by acquired_date`,
    );
    expect(lots).toEqual([
      { acquired_date: '2026-01-05', shares: '2000.00', remaining: '2000.00' },
      { acquired_date: D1, shares, remaining: shares },
    ]);
  });

  it('recomputes an unquoted fee by the quote rule, with the same rounding', async () => {
    const { tiers, discount } = await purchaseTiers(t.database, A);
    const fee = quotePurchase('1000.33', tiers, discount).fee;
    expect((await confirmationOf(orders.yA as string)).fee).toBe(fee.toFixed(2));
    expect((await holdingOf(y, A)).shares).toBe(purchaseShares('1000.33', fee, '1.2345').toFixed(2));
    const [fund] = await t.database.query<{ m: string }>(sql`select default_dividend_method as m from fund where code = ${A}`);
    expect((await holdingOf(y, A)).dividend_method).toBe(fund?.m);
  });

  describe('day 2: redemption by lots, conversion, dividend method', () => {
    beforeAll(async () => {
      const db = t.database.db;
      await setNav(db, A, D2, '1.2500');
      await setNav(db, B, D2, '1.1200');
      orders.xRedeem = await placeOrder(db, { customerId: x, businessCode: '024', fundCode: A, tradeDate: D2, shares: '3000.00' });
      await freezeFor(db, orders.xRedeem, x, A, '3000.00', D2);
      orders.xConvert = await placeOrder(db, {
        customerId: x,
        businessCode: '036',
        fundCode: B,
        targetFundCode: A,
        tradeDate: D2,
        shares: '1000.00',
      });
      await freezeFor(db, orders.xConvert, x, B, '1000.00', D2);
      orders.xMethod = await placeOrder(db, { customerId: x, businessCode: '029', fundCode: A, tradeDate: D2, dividendMethod: '0' });
      orders.yC = await placeOrder(db, {
        customerId: y,
        businessCode: '022',
        fundCode: C,
        tradeDate: D2,
        amount: '500.00',
        quotedFee: '0.75',
      });
      await runTaBatch(db, D2, at(D2));
    });

    it('charges the redemption fee lot by lot, oldest first, and unfreezes the shares', async () => {
      // 2000 shares from the January lot (323 days: 0.5 %), 1000 from the day-1 lot (1 day: 1.5 %).
      const old = redemptionAmount('2000.00', '1.2500', '0.005');
      const fresh = redemptionAmount('1000.00', '1.2500', '0.015');
      const fee = old.fee.plus(fresh.fee);
      const gross = roundFen(toDecimal('3000.00').times('1.2500'));
      expect(await confirmationOf(orders.xRedeem as string)).toMatchObject({
        nav: '1.2500',
        fee: fee.toFixed(2),
        shares_out: '3000.00',
        amount: gross.minus(fee).toFixed(2),
        arrival_date: addTradingDays(D2, 3),
      });
      const lots = await t.database.query<{ remaining: string }>(
        sql`select remaining::text from share_lot where customer_id = ${x}::uuid and fund_code = ${A} order by acquired_date, id`,
      );
      const day1 = purchaseShares('10000.00', expected.feeXA as string, '1.2345');
      const converted = truncShares(redemptionAmount('1000.00', '1.1200', '0.015').net.dividedBy('1.2500'));
      expect(lots.map((l) => l.remaining)).toEqual(['0.00', day1.minus(1000).toFixed(2), converted.toFixed(2)]);
      const holding = await holdingOf(x, A);
      expect(holding).toMatchObject({ shares: day1.minus(1000).plus(converted).toFixed(2), frozen: '0.00', dividend_method: '0' });
    });

    it('converts as a redemption of the source and a purchase of the target, two ledger rows', async () => {
      const out = redemptionAmount('1000.00', '1.1200', '0.015');
      expect(await confirmationOf(orders.xConvert as string)).toMatchObject({
        nav: '1.1200',
        target_nav: '1.2500',
        fee: out.fee.toFixed(2),
        shares_out: '1000.00',
        amount: out.net.toFixed(2),
        shares_in: truncShares(out.net.dividedBy('1.2500')).toFixed(2),
      });
      const rows = await t.database.query<{ kind: string; fund_code: string; shares: string }>(
        sql`select kind, fund_code, shares::text from share_ledger where order_id = ${orders.xConvert}::uuid and kind <> 'freeze' order by kind`,
      );
      expect(rows).toEqual([
        { kind: 'convert_in', fund_code: A, shares: truncShares(out.net.dividedBy('1.2500')).toFixed(2) },
        { kind: 'convert_out', fund_code: B, shares: '-1000.00' },
      ]);
      expect((await holdingOf(x, B)).frozen).toBe('0.00');
    });

    it('fails an order whose fund has no NAV for T, with the reason', async () => {
      expect(await orderOf(orders.yC as string)).toEqual({ status: '0', fail_reason: FAIL_REASONS.navMissing });
    });

    it('writes the daily income: market value change less money in plus money out', async () => {
      const shares = (await holdingOf(y, A)).shares;
      const income = await one<{ income: string; market_value: string }>(
        sql`select income::text, market_value::text from daily_income where customer_id = ${y}::uuid and fund_code = ${A} and income_date = ${D2}`,
      );
      expect(income).toEqual({
        market_value: roundFen(toDecimal(shares).times('1.25')).toFixed(2),
        income: roundFen(toDecimal(shares).times('1.25'))
          .minus(roundFen(toDecimal(shares).times('1.2345')))
          .toFixed(2),
      });
    });
  });

  describe('days 3 and 4: a missing NAV releases frozen shares; dividends in cash and reinvested', () => {
    beforeAll(async () => {
      const db = t.database.db;
      await setNav(db, B, D3, '1.1300');
      orders.yRedeem = await placeOrder(db, { customerId: y, businessCode: '024', fundCode: A, tradeDate: D3, shares: '100.00' });
      await freezeFor(db, orders.yRedeem, y, A, '100.00', D3);
      await db.execute(sql`insert into dividend_declaration (fund_code, ex_date, record_date, pay_date, cash_per_share)
        values (${B}, ${D3}, ${D3}, ${D4}, 0.0123), (${A}, ${D4}, ${D4}, '2026-11-27', 0.0500)`);
      await runTaBatch(db, D3, at(D3));
      await setNav(db, A, D4, '1.2000');
      await setNav(db, B, D4, '1.1400');
      await runTaBatch(db, D4, at(D4));
    });

    it('fails the redemption when NAV(T) is missing and unfreezes its shares', async () => {
      expect(await orderOf(orders.yRedeem as string)).toEqual({ status: '0', fail_reason: FAIL_REASONS.navMissing });
      expect((await holdingOf(y, A)).frozen).toBe('0.00');
      const rows = await t.database.query<{ frozen: string }>(
        sql`select frozen::text from share_ledger where order_id = ${orders.yRedeem}::uuid and kind = 'unfreeze'`,
      );
      expect(rows).toEqual([{ frozen: '-100.00' }]);
    });

    it('pays a cash dividend on the shares held before the record date', async () => {
      const base = toDecimal((await holdingOf(x, B)).shares);
      const payment = await one<{ base_shares: string; amount: string; method: string; reinvest_shares: string | null; pay_date: string }>(
        sql`select base_shares::text, amount::text, method, reinvest_shares::text, pay_date::text from dividend_payment where customer_id = ${x}::uuid and fund_code = ${B}`,
      );
      expect(payment).toEqual({
        base_shares: base.toFixed(2),
        amount: roundFen(base.times('0.0123')).toFixed(2),
        method: '1',
        reinvest_shares: null,
        pay_date: D4,
      });
    });

    it('reinvests a dividend at the ex-date NAV as new shares and a lot', async () => {
      const payment = await one<{ base_shares: string; amount: string; reinvest_shares: string; reinvest_nav: string }>(
        sql`select base_shares::text, amount::text, reinvest_shares::text, reinvest_nav::text from dividend_payment where customer_id = ${x}::uuid and fund_code = ${A}`,
      );
      const amount = roundFen(toDecimal(payment.base_shares).times('0.05'));
      expect(payment).toEqual({
        base_shares: payment.base_shares,
        amount: amount.toFixed(2),
        reinvest_nav: '1.2000',
        reinvest_shares: truncShares(amount.dividedBy('1.2')).toFixed(2),
      });
      expect((await holdingOf(x, A)).shares).toBe(toDecimal(payment.base_shares).plus(payment.reinvest_shares).toFixed(2));
      const y1 = await one<{ method: string; reinvest_shares: string | null }>(
        sql`select method, reinvest_shares::text from dividend_payment where customer_id = ${y}::uuid and fund_code = ${A}`,
      );
      expect(y1).toEqual({ method: '1', reinvest_shares: null });
    });

    it('changes nothing when every date is run again', async () => {
      const before = await snapshot(t.database);
      for (const day of [D1, D2, D3, D4]) {
        const reports = await runTaBatch(t.database.db, day, at(D4));
        expect(reports.filter((r) => r.rows !== 0)).toEqual([]);
      }
      expect(await snapshot(t.database)).toEqual(before);
    });

    it('rebuilds holdings and lots from the ledger equal to the ones kept incrementally', async () => {
      const state = () =>
        Promise.all([
          t.database.query(
            'select customer_id, fund_code, shares, frozen, cost, dividend_method, tradeacco, first_date from holding order by 1, 2',
          ),
          t.database.query(
            'select customer_id, fund_code, order_id, acquired_date, charge_type, shares, remaining from share_lot order by customer_id, fund_code, acquired_date, id',
          ),
        ]);
      const incremental = await state();
      expect(incremental[0].length).toBeGreaterThan(2);
      await t.database.db.execute(
        sql`update holding set shares = shares + 5, cost = 0 where customer_id = ${x}::uuid and fund_code = ${A}`,
      );
      await t.database.db.execute(sql`update share_lot set remaining = shares`);
      await rebuildHoldings(t.database.db);
      expect(await state()).toEqual(incremental);
    });
  });
});
