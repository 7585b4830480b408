import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/db/database.ts';
import { runTaBatch } from '../../../src/modules/ta/ta-batch.ts';
import { addCustomer, freezeFor, grantShares, placeOrder, setMoneyNav, setNav } from '../ta/ta.test-support.ts';
import { recordRemitArrival } from '../../../src/modules/trading/remittance.service.ts';
import type { ReconciliationLogger } from '../../../src/modules/reconciliation/reconciliation.service.ts';

// Two trading days of one customer through the real batch: a card purchase, a purchase paid by a
// matched remittance, a redemption, a conversion, a dividend-method change, a money fund's carry and
// dividends reinvested and in cash.
export const FUND_A = '000512';
export const FUND_B = '000513';
export const MONEY = '000372';
export const [DAY_1, DAY_2] = ['2026-11-23', '2026-11-24'] as const;
export const SCENARIO_CLOCK = new Date('2026-11-23T01:00:00Z');

export interface Scenario {
  customer: string;
  orders: {
    cardPurchase: string;
    remitPurchase: string;
    redemption: string;
    conversion: string;
    dividendMethod: string;
    moneyPurchase: string;
  };
}

export async function runScenario(database: DatabaseHandle): Promise<Scenario> {
  const db = database.db;
  const customer = await addCustomer(db, `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await setNav(db, FUND_A, DAY_1, '1.2345');
  await setNav(db, FUND_B, DAY_1, '1.1111');
  await setNav(db, FUND_A, DAY_2, '1.2401');
  await setNav(db, FUND_B, DAY_2, '1.1098');
  for (const [day, income] of [
    ['2026-11-20', '0.5100'],
    ['2026-11-21', '0.5200'],
    ['2026-11-22', '0.5300'],
    [DAY_1, '0.5400'],
    [DAY_2, '0.5500'],
  ]) {
    await setMoneyNav(db, MONEY, day as string, income as string);
  }
  await grantShares(db, customer, FUND_A, '2000.00', '2000.00', '2026-01-05');
  await grantShares(db, customer, MONEY, '100000.00', '100000.00', '2026-11-02');
  const cardPurchase = await placeOrder(db, {
    customerId: customer,
    businessCode: '022',
    fundCode: FUND_A,
    tradeDate: DAY_1,
    amount: '10000.00',
  });
  const remitPurchase = await placeOrder(db, {
    customerId: customer,
    businessCode: '022',
    fundCode: FUND_B,
    tradeDate: DAY_1,
    amount: '5000.00',
    paymentMethod: 'remit',
    paymentStatus: 'awaiting',
  });
  const [remit] = await database.query<{ order_no: string }>(sql`select order_no from trade_order where id = ${remitPurchase}::uuid`);
  await recordRemitArrival(db, remit?.order_no as string, '5000.00', SCENARIO_CLOCK);
  const redemption = await placeOrder(db, {
    customerId: customer,
    businessCode: '024',
    fundCode: FUND_A,
    tradeDate: DAY_1,
    shares: '500.00',
  });
  await freezeFor(db, redemption, customer, FUND_A, '500.00', DAY_1);
  const conversion = await placeOrder(db, {
    customerId: customer,
    businessCode: '036',
    fundCode: FUND_A,
    targetFundCode: FUND_B,
    tradeDate: DAY_1,
    shares: '300.00',
  });
  await freezeFor(db, conversion, customer, FUND_A, '300.00', DAY_1);
  const dividendMethod = await placeOrder(db, {
    customerId: customer,
    businessCode: '029',
    fundCode: FUND_A,
    tradeDate: DAY_1,
    dividendMethod: '0',
  });
  await runTaBatch(db, DAY_1, new Date(`${DAY_1}T12:00:00Z`));
  // Dividends with ex-date day 2: A's reinvested (the 029 order above chose it), B's in cash.
  await db.execute(sql`insert into dividend_declaration (fund_code, ex_date, record_date, pay_date, cash_per_share)
    values (${FUND_A}, ${DAY_2}, ${DAY_2}, '2026-11-26', 0.0500), (${FUND_B}, ${DAY_2}, ${DAY_2}, '2026-11-26', 0.0123)
    on conflict (fund_code, ex_date) do update set record_date = excluded.record_date, cash_per_share = excluded.cash_per_share`);
  await db.execute(sql`update holding set dividend_method = '1' where customer_id = ${customer}::uuid and fund_code = ${FUND_B}`);
  const moneyPurchase = await placeOrder(db, {
    customerId: customer,
    businessCode: '022',
    fundCode: MONEY,
    tradeDate: DAY_2,
    amount: '3000.00',
  });
  await runTaBatch(db, DAY_2, new Date(`${DAY_2}T12:00:00Z`));
  return { customer, orders: { cardPurchase, remitPurchase, redemption, conversion, dividendMethod, moneyPurchase } };
}

export const randomOrderId = (): string => randomUUID();

// A logger that keeps what was logged at error level.
export function captureLogger(): ReconciliationLogger & { errors: { details: Record<string, unknown>; message: string }[] } {
  const errors: { details: Record<string, unknown>; message: string }[] = [];
  return {
    errors,
    error(details: object, message: string) {
      errors.push({ details: details as Record<string, unknown>, message });
    },
  };
}
