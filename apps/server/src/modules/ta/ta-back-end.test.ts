import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeFareResponse } from '@fund-direct/domain/contracts';
import {
  backEndFee,
  purchaseShares,
  redemptionAmount,
  roundFen,
  toDecimal,
  truncShares,
  type MoneyDecimal,
} from '@fund-direct/domain/money';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rebuildHoldings } from '../ledger/rebuild-holdings.ts';
import { quoteShares } from '../trading/fare.service.ts';
import { fundOf } from '../trading/trade-context.ts';
import { runTaBatch } from './ta-batch.ts';
import { addCustomer, derivedState, freezeFor, placeOrder, setNav } from '../../../test/modules/ta/ta.test-support.ts';

// 000512 offers the back-end charge: 1.8 % in the first holding year, 1.2 % up to 3 years (seed
// trade-rules.ts); its redemption fee is 1.5 % below 7 days, 0.5 % below 365, 0.25 % below 730.
const A = '000512';
const TARGET = '000513';
const OLD = '2025-06-16';
const AUTUMN = '2026-10-12';
const [D1, D2, D3] = ['2026-11-23', '2026-11-24', '2026-11-25'];
const NAV = { old: '1.1000', autumn: '1.2000', d1: '1.2345', d2: '1.2500', d3: '1.2600', target: '1.5000' };
const clock = new Date('2026-11-23T01:00:00Z');
const at = (date: string) => new Date(`${date}T12:00:00Z`);
// 10:00 in China on the trade date, before the cut-off: the fare call quotes that day's order.
const morningOf = (date: string) => new Date(`${date}T02:00:00Z`);

// The lots the three purchases open: trunc((amount − fee) / NAV, 2).
const shares = {
  old: purchaseShares('10000.00', '0', NAV.old),
  autumn: purchaseShares('5000.00', '7.49', NAV.autumn),
  d1: purchaseShares('2000.00', '0', NAV.d1),
};

let t: TestApp;
let c: string;

type SharesFare = Extract<TradeFareResponse, { kind: 'shares' }>;
const confirmationOf = async (order: string) => {
  const [row] = await t.database.query<{
    fee: string;
    back_end_fee: string | null;
    amount: string;
    shares_out: string;
    shares_in: string | null;
  }>(
    sql`select fee::text, back_end_fee::text, amount::text, shares_out::text, shares_in::text from trade_confirmation where order_id = ${order}::uuid`,
  );
  if (!row) throw new Error('not confirmed');
  return row;
};
const quote = async (businessCode: '024' | '036', orderShares: string, date: string, targetFundCode?: string): Promise<SharesFare> =>
  quoteShares(
    t.database.db,
    c,
    await fundOf(t.database.db, A),
    { businessCode, shares: orderShares, ...(targetFundCode ? { targetFundCode } : {}) },
    morningOf(date),
  );
const lotFee = (lotShares: MoneyDecimal | string, nav: string, rate: string) => redemptionAmount(lotShares, nav, rate).fee;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  c = await addCustomer(db, '13900000101');
  // Dividends of the seeded history would add lots to this holding.
  await db.execute(sql`delete from dividend_declaration where fund_code = ${A}`);
  await setNav(db, A, OLD, NAV.old);
  await placeOrder(db, {
    customerId: c,
    businessCode: '022',
    fundCode: A,
    tradeDate: OLD,
    amount: '10000.00',
    quotedFee: '0.00',
    chargeType: 'B',
  });
  await runTaBatch(db, OLD, at(OLD));
  await setNav(db, A, AUTUMN, NAV.autumn);
  await placeOrder(db, { customerId: c, businessCode: '022', fundCode: A, tradeDate: AUTUMN, amount: '5000.00', quotedFee: '7.49' });
  await runTaBatch(db, AUTUMN, at(AUTUMN));
  await setNav(db, A, D1, NAV.d1);
  await placeOrder(db, {
    customerId: c,
    businessCode: '022',
    fundCode: A,
    tradeDate: D1,
    amount: '2000.00',
    quotedFee: '0.00',
    chargeType: 'B',
  });
  await runTaBatch(db, D1, at(D1));
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('back-end (B) charge', () => {
  let fare: SharesFare;
  let order: string;
  const part = '500.00';

  beforeAll(async () => {
    const db = t.database.db;
    await setNav(db, A, D2, NAV.d2);
    const total = shares.old.plus(shares.autumn).plus(part).toFixed(2);
    fare = await quote('024', total, D2);
    order = await placeOrder(db, { customerId: c, businessCode: '024', fundCode: A, tradeDate: D2, shares: total });
    await freezeFor(db, order, c, A, total, D2);
    await runTaBatch(db, D2, at(D2));
  });

  it('keeps the B lots apart from the A lot', async () => {
    const lots = await t.database.query<{ charge_type: string; shares: string }>(
      sql`select charge_type, shares::text from share_lot where customer_id = ${c}::uuid and fund_code = ${A} order by acquired_date, id`,
    );
    expect(lots).toEqual([
      { charge_type: 'B', shares: shares.old.toFixed(2) },
      { charge_type: 'A', shares: shares.autumn.toFixed(2) },
      { charge_type: 'B', shares: shares.d1.toFixed(2) },
    ]);
  });

  it('charges the B lots redeemed their back-end fee by holding years, on the NAV they were bought at', async () => {
    // The 2025 lot is held 526 days (1.2 %), the lot of D1 one day (1.8 %); the A lot pays none.
    const backEnd = backEndFee(shares.old, NAV.old, '0.012').plus(backEndFee(part, NAV.d1, '0.018'));
    const redemption = lotFee(shares.old, NAV.d2, '0.0025')
      .plus(lotFee(shares.autumn, NAV.d2, '0.005'))
      .plus(lotFee(part, NAV.d2, '0.015'));
    const gross = roundFen(shares.old.plus(shares.autumn).plus(part).times(NAV.d2));
    expect(await confirmationOf(order)).toMatchObject({
      back_end_fee: backEnd.toFixed(2),
      fee: backEnd.plus(redemption).toFixed(2),
      amount: gross.minus(backEnd).minus(redemption).toFixed(2),
    });
  });

  it('quotes in the fare call exactly the fees the batch charged, lot by lot', async () => {
    const confirmed = await confirmationOf(order);
    expect({ fee: fare.fee, backEndFee: fare.backEndFee, netAmount: fare.netAmount }).toEqual({
      fee: confirmed.fee,
      backEndFee: confirmed.back_end_fee,
      netAmount: confirmed.amount,
    });
    expect(fare.lots.map((l) => [l.chargeType, l.shares, l.backEndRate, l.backEndFee])).toEqual([
      ['B', shares.old.toFixed(2), '0.012', backEndFee(shares.old, NAV.old, '0.012').toFixed(2)],
      ['A', shares.autumn.toFixed(2), null, null],
      ['B', part, '0.018', backEndFee(part, NAV.d1, '0.018').toFixed(2)],
    ]);
  });

  describe('a conversion out of a B lot', () => {
    let convertFare: SharesFare;
    let conversion: string;
    const rest = () => shares.d1.minus(part).toFixed(2);

    beforeAll(async () => {
      const db = t.database.db;
      await setNav(db, A, D3, NAV.d3);
      await setNav(db, TARGET, D3, NAV.target);
      convertFare = await quote('036', rest(), D3, TARGET);
      conversion = await placeOrder(db, {
        customerId: c,
        businessCode: '036',
        fundCode: A,
        targetFundCode: TARGET,
        tradeDate: D3,
        shares: rest(),
      });
      await freezeFor(db, conversion, c, A, rest(), D3);
      await runTaBatch(db, D3, at(D3));
    });

    it('pays the same back-end fee as a redemption and buys the target with what is left', async () => {
      const backEnd = backEndFee(rest(), NAV.d1, '0.018');
      const net = roundFen(toDecimal(rest()).times(NAV.d3))
        .minus(lotFee(rest(), NAV.d3, '0.015'))
        .minus(backEnd);
      expect(await confirmationOf(conversion)).toEqual({
        fee: convertFare.fee,
        back_end_fee: backEnd.toFixed(2),
        amount: net.toFixed(2),
        shares_out: rest(),
        shares_in: truncShares(net.dividedBy(NAV.target)).toFixed(2),
      });
      expect(convertFare.backEndFee).toBe(backEnd.toFixed(2));
    });

    it('rebuilds the same holdings and lots from the ledger', async () => {
      const incremental = await derivedState(t.database);
      await t.database.db.execute(sql`update share_lot set remaining = shares, charge_type = 'A' where customer_id = ${c}::uuid`);
      await rebuildHoldings(t.database.db, c);
      expect(await derivedState(t.database)).toEqual(incremental);
    });
  });
});
