import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { FAIL_REASONS } from './fail-reasons.ts';
import { runTaBatch } from './ta-batch.ts';
import { customerIdOf, placeOrder, setNav, snapshot } from '../../../test/modules/ta/ta.test-support.ts';

const A = '000512';
const B = '000513';
const [D1, D2] = ['2026-11-23', '2026-11-24'];
const clock = new Date('2026-11-23T01:00:00Z');
const at = (date: string) => new Date(`${date}T12:00:00Z`);

let t: TestApp;
let x: string;
let livePlan: string;
let deadPlan: string;
let purchase: string;

async function addPlan(tradeacco: string): Promise<string> {
  const id = randomUUID();
  await t.database.db.execute(sql`
    insert into fixed_plan (id, plan_no, customer_id, client_request_id, fund_code, tradeacco, amount, unit, start_date, next_date, status, created_at, updated_at)
    values (${id}::uuid, ${`P${id.slice(0, 8)}`}, ${x}::uuid, ${randomUUID()}, ${B}, ${tradeacco}, 100.00, '2', ${D1}::date, ${D1}::date, 'A', now(), now())`);
  return id;
}

const count = async (query: ReturnType<typeof sql>) => Number((await t.database.query<{ n: number }>(query))[0]?.n ?? 0);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  x = await customerIdOf(t.database, '13800000001');
  await setNav(t.database.db, A, D1, '1.2345');
  await setNav(t.database.db, B, D1, '1.1111');
  await setNav(t.database.db, B, D2, '1.1200');
  livePlan = await addPlan('0100001');
  deadPlan = await addPlan('9999999');
  purchase = await placeOrder(t.database.db, {
    customerId: x,
    businessCode: '022',
    fundCode: A,
    tradeDate: D1,
    amount: '2000.00',
    quotedFee: '2.99',
  });
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('a step that fails in the middle', () => {
  it('leaves nothing of that step applied, and a rerun completes the day', async () => {
    const crash = (name: string) => async (step: string) => {
      if (step === name) throw new Error(`crash in ${name}`);
    };
    const before = await snapshot(t.database);
    await expect(runTaBatch(t.database.db, D1, at(D1), { beforeCommit: crash('plan_deductions') })).rejects.toThrow(
      'crash in plan_deductions',
    );
    const afterPlanCrash = await snapshot(t.database);
    // Only the first step (nothing to do) ran; the plan step's orders, runs and next dates are gone.
    expect({ ...afterPlanCrash, ta_batch_step: [] }).toEqual({ ...before, ta_batch_step: [] });

    await expect(runTaBatch(t.database.db, D1, at(D1), { beforeCommit: crash('confirm_purchases') })).rejects.toThrow(
      'crash in confirm_purchases',
    );
    expect(await count(sql`select count(*)::int as n from trade_order where plan_id is not null and status = '9'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from trade_order where status = '1'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from trade_confirmation`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from share_ledger`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from holding`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from share_lot`)).toBe(0);
    const logged = await t.database.query<{ step: string }>(sql`select step from ta_batch_step where trade_date = ${D1} order by step`);
    expect(logged.map((r) => r.step)).not.toContain('confirm_purchases');
    expect(logged.map((r) => r.step)).toContain('plan_deductions');

    const reports = await runTaBatch(t.database.db, D1, at(D1));
    expect(reports.find((r) => r.step === 'confirm_purchases')?.rows).toBe(2);
    const [order] = await t.database.query<{ status: string }>(sql`select status from trade_order where id = ${purchase}::uuid`);
    expect(order?.status).toBe('1');
  });
});

describe('regular-investment plans', () => {
  it('creates one deduction order per due day, confirmed at that day’s NAV, and records a refused run', async () => {
    await runTaBatch(t.database.db, D1, at(D1));
    await runTaBatch(t.database.db, D2, at(D2));
    await runTaBatch(t.database.db, D2, at(D2));
    const placed = await t.database.query<{
      trade_date: string;
      business_code: string;
      record_code: string;
      status: string;
      amount: string;
      nav: string;
    }>(sql`
      select o.trade_date::text, o.business_code, o.record_code, o.status, o.amount::text, c.nav::text
      from trade_order o join trade_confirmation c on c.order_id = o.id where o.plan_id = ${livePlan}::uuid order by o.trade_date`);
    expect(placed).toEqual([
      { trade_date: D1, business_code: '039', record_code: '39', status: '1', amount: '100.00', nav: '1.1111' },
      { trade_date: D2, business_code: '039', record_code: '39', status: '1', amount: '100.00', nav: '1.1200' },
    ]);
    const runs = await t.database.query<{ plan_id: string; run_date: string; status: string; reason: string | null }>(
      sql`select plan_id::text, run_date::text, status, reason from plan_run order by plan_id = ${livePlan}::uuid, run_date`,
    );
    expect(runs).toEqual([
      { plan_id: deadPlan, run_date: D1, status: '1', reason: FAIL_REASONS.planCardGone },
      { plan_id: deadPlan, run_date: D2, status: '1', reason: FAIL_REASONS.planCardGone },
      { plan_id: livePlan, run_date: D1, status: '3', reason: null },
      { plan_id: livePlan, run_date: D2, status: '3', reason: null },
    ]);
    expect(await count(sql`select count(*)::int as n from trade_order where plan_id = ${deadPlan}::uuid`)).toBe(0);
    const [plan] = await t.database.query<{ next_date: string }>(sql`select next_date::text from fixed_plan where id = ${livePlan}::uuid`);
    expect(plan?.next_date).toBe('2026-11-25');
  });
});

describe('remittance orders', () => {
  it('fails an order whose remitted money has not arrived by the cut-off, before anything is confirmed', async () => {
    const waiting = await placeOrder(t.database.db, {
      customerId: x,
      businessCode: '022',
      fundCode: B,
      tradeDate: D2,
      amount: '300.00',
      quotedFee: '0.00',
      paymentMethod: 'remit',
      paymentStatus: 'awaiting',
    });
    const reports = await runTaBatch(t.database.db, D2, at(D2));
    expect(reports[0]).toMatchObject({ step: 'fail_unpaid_remittances', rows: 1 });
    const [order] = await t.database.query<{ status: string; fail_reason: string; payment_status: string }>(
      sql`select status, fail_reason, payment_status from trade_order where id = ${waiting}::uuid`,
    );
    expect(order).toEqual({ status: '0', fail_reason: TRADE_TEXT.remitNotArrived, payment_status: 'failed' });
    expect(await count(sql`select count(*)::int as n from trade_confirmation where order_id = ${waiting}::uuid`)).toBe(0);
  });
});

describe('dates the batch refuses', () => {
  it('refuses a day that is not a trading day and a day without NAVs', async () => {
    await expect(runTaBatch(t.database.db, '2026-11-28', at('2026-11-28'))).rejects.toThrow('2026-11-28 不是交易日');
    await expect(runTaBatch(t.database.db, '2026-11-27', at('2026-11-27'))).rejects.toThrow('2026-11-27 尚无基金净值');
  });
});
