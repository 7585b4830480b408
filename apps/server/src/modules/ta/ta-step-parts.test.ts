import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { freezeFor, grantShares, placeOrder, setMoneyNav, setNav } from '../../../test/modules/ta/ta.test-support.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { runTaBatch, stepTransactions, TA_BATCH_LOCK_KEY } from './ta-batch.ts';
import { runStepInParts } from './ta-step-parts.ts';
import { ofCustomerPart, type TaStep, type TaStepContext } from './ta-step.ts';

const [D0, D1] = ['2026-11-20', '2026-11-23'];
const [A, B, MONEY] = ['000512', '000513', '000372'];
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const context: TaStepContext = { tradeDate: D1, previousTradeDate: D0, now: at(D1), tradingDayOffsets: '{}' };
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => at(D1) });
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('the parts of the customers (ofCustomerPart)', () => {
  it('puts every customer in exactly one part, and keeps all of them when the step runs whole', async () => {
    for (const count of [2, 3, 4]) {
      const parts = Array.from({ length: count }, (_, index) => ofCustomerPart({ ...context, customers: { index, count } }, 'id'));
      const [row] = await rowsOf<{ misplaced: number; smallest: number }>(
        t.database.db,
        sql.raw(`with ids as (select gen_random_uuid() as id from generate_series(1, 400))
          select (select count(*)::int from ids where ${parts.map((p) => `(${p})::int`).join(' + ')} <> 1) as misplaced,
                 least(${parts.map((p) => `(select count(*)::int from ids where ${p})`).join(', ')}) as smallest`),
      );
      expect(row?.misplaced).toBe(0);
      // 400 random ids: every part gets some.
      expect(Number(row?.smallest)).toBeGreaterThan(0);
    }
    expect(ofCustomerPart(context, 'id')).toBe('true');
    expect(ofCustomerPart({ ...context, customers: { index: 0, count: 1 } }, 'id')).toBe('true');
    expect(() => ofCustomerPart({ ...context, customers: { index: 2, count: 2 } }, 'id')).toThrow(RangeError);
  });
});

// The customers, orders and prices of one day, written with the same ids into any database.
const CUSTOMERS = Array.from({ length: 16 }, (_, i) => ({ id: randomUUID(), mobile: `1770000${String(i).padStart(4, '0')}` }));

async function writeDay(db: Database): Promise<void> {
  await setNav(db, A, D0, '1.2000');
  await setNav(db, B, D0, '1.1000');
  await setNav(db, A, D1, '1.2345');
  await setNav(db, B, D1, '1.1111');
  await setMoneyNav(db, MONEY, D1, '0.4500');
  for (const [i, { id, mobile }] of CUSTOMERS.entries()) {
    await db.execute(sql`insert into customer (id, custno, mobile, custbelongto) values (${id}::uuid, ${`C${mobile}`}, ${mobile}, '1')`);
    await grantShares(db, id, A, `${2000 + i}.00`, `${2400 + i}.00`, D0);
    await grantShares(db, id, MONEY, '50000.00', '50000.00', D0);
    await placeOrder(db, { customerId: id, businessCode: '022', fundCode: B, tradeDate: D1, amount: `${1000 + i * 7}.33` });
    const redeem = await placeOrder(db, { customerId: id, businessCode: '024', fundCode: A, tradeDate: D1, shares: `${300 + i}.00` });
    await freezeFor(db, redeem, id, A, `${300 + i}.00`, D1);
    // More shares than held: fail_orders fails it.
    if (i % 5 === 0) await placeOrder(db, { customerId: id, businessCode: '024', fundCode: B, tradeDate: D1, shares: '999999.00' });
    if (i % 3 === 0) {
      const convert = await placeOrder(db, {
        customerId: id,
        businessCode: '036',
        fundCode: A,
        targetFundCode: B,
        tradeDate: D1,
        shares: '100.00',
      });
      await freezeFor(db, convert, id, A, '100.00', D1);
    }
  }
}

// What the day leaves, without the surrogate keys and order numbers that differ between two databases.
async function dayResult(db: Database): Promise<Record<string, Record<string, unknown>[]>> {
  const ours = sql.raw(`(${CUSTOMERS.map((c) => `'${c.id}'`).join(', ')})`);
  const read = (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(db, query);
  return {
    orders: await read(sql`select customer_id, business_code, fund_code, status, fail_reason, expected_confirm_date, expected_arrival_date
      from trade_order where customer_id in ${ours} order by 1, 2, 3`),
    confirmations: await read(sql`select o.customer_id, o.business_code, c.nav, c.fee, c.back_end_fee, c.shares_in, c.shares_out,
        c.amount, c.confirm_date, c.arrival_date, c.target_nav
      from trade_confirmation c join trade_order o on o.id = c.order_id where o.customer_id in ${ours} order by 1, 2`),
    ledger: await read(sql`select customer_id, fund_code, kind, shares, frozen, cost, effective_date from share_ledger
      where customer_id in ${ours} order by 1, 2, 3, 7, 4, 5, 6`),
    lots: await read(sql`select customer_id, fund_code, acquired_date, charge_type, shares, remaining from share_lot
      where customer_id in ${ours} order by 1, 2, 3, 4, 5, 6`),
    holdings: await read(sql`select customer_id, fund_code, shares, frozen, cost, first_date from holding
      where customer_id in ${ours} order by 1, 2`),
    income: await read(sql`select * from daily_income where customer_id in ${ours} order by customer_id, fund_code, income_date`),
    dayTotals: await read(sql`select * from income_day_total where customer_id in ${ours} order by customer_id, income_date`),
    figures:
      await read(sql`select customer_id, fund_code, income_date, yesterday_income, cumulative_income, shares, nav_date, nav, market_value
      from holding_figures where customer_id in ${ours} order by 1, 2`),
    pending: await read(
      sql`select customer_id, count(*)::int as n from pending_trade_order where customer_id in ${ours} group by 1 order by 1`,
    ),
    steps: await read(sql`select step, rows_affected from ta_batch_step where trade_date = ${D1}::date order by step`),
  };
}

describe.runIf(onPostgres)('a step run in parts (PostgreSQL)', () => {
  it('writes what the whole step writes in one transaction', async () => {
    const whole = await createTestApp({ now: () => at(D1) });
    try {
      await writeDay(whole.database.db);
      await writeDay(t.database.db);
      await runTaBatch(whole.database.db, D1, at(D1), { parts: 1 });
      await runTaBatch(t.database.db, D1, at(D1), { parts: 3 });
      const expected = await dayResult(whole.database.db);
      expect(expected.confirmations).toHaveLength(16 * 2 + 6);
      expect(expected.orders?.filter((order) => order['status'] === '0')).toHaveLength(4);
      // Every order of the day settled: the pending list keeps none of them.
      expect(expected.pending).toEqual([]);
      expect(expected.income?.length ?? 0).toBeGreaterThan(16 * 2);
      expect(await dayResult(t.database.db)).toEqual(expected);
    } finally {
      await whole.close();
    }
  }, 240_000);

  // A step whose parts each write their customers' ids, and whose part `failing` throws after writing.
  const markingStep = (failing: number | null, seen: (lockFree: boolean) => void): TaStep => ({
    name: 'marking',
    label: '测试',
    byCustomer: true,
    run: async (tx, partContext) => {
      const n = await rowsOf<{ n: number }>(
        tx,
        sql.raw(`with w as (insert into part_mark select id, ${partContext.customers?.index ?? -1} from customer
          where ${ofCustomerPart(partContext, 'id')} returning 1) select count(*)::int as n from w`),
      );
      // Asked from outside the step's transactions: the batch's lock is held while any part runs.
      const [lock] = await rowsOf<{ free: boolean }>(t.database.db, sql`select pg_try_advisory_xact_lock(${TA_BATCH_LOCK_KEY}) as free`);
      seen(Boolean(lock?.free));
      if (partContext.customers?.index === failing) throw new Error('part failed');
      return Number(n[0]?.n ?? 0);
    },
  });

  it('commits every part or none, with the batch lock held throughout', async () => {
    const db = t.database.db;
    await db.execute(sql`create table part_mark (customer_id uuid primary key, part int not null)`);
    const markedCount = async () => Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from part_mark`))[0]?.n);
    const [{ n: customers } = { n: 0 }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from customer`);
    const locks: boolean[] = [];
    const finished: number[] = [];
    const hooks = (index: number) => {
      const base = stepTransactions('marking', index, context, {}, performance.now());
      return { ...base, finish: async (tx: Parameters<typeof base.finish>[0], count: number) => void finished.push(count) };
    };

    await expect(
      runStepInParts(
        db,
        markingStep(1, (free) => locks.push(free)),
        context,
        3,
        hooks(0),
      ),
    ).rejects.toThrow('part failed');
    expect(await markedCount()).toBe(0);
    expect(finished).toEqual([]);

    const total = await runStepInParts(
      db,
      markingStep(null, (free) => locks.push(free)),
      context,
      3,
      hooks(0),
    );
    expect(total).toBe(Number(customers));
    expect(finished).toEqual([Number(customers)]);
    expect(await markedCount()).toBe(Number(customers));
    const parts = await rowsOf<{ part: number }>(db, sql`select distinct part from part_mark order by part`);
    expect(parts.map((p) => p.part)).toEqual([0, 1, 2]);
    expect(locks).toHaveLength(6);
    expect(locks.every((free) => !free)).toBe(true);
  });
});
