import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { FAIL_REASONS } from './fail-reasons.ts';
import { runTaBatch } from './ta-batch.ts';
import { customerIdOf, setNav, snapshot } from '../../../test/modules/ta/ta.test-support.ts';

const B = '000513';
const [D1, D2, D3, D4, D5] = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const NAVS: Record<string, string> = { [D2]: '1.1200', [D3]: '1.1300', [D4]: '1.1400' };
const clock = new Date('2026-11-20T01:00:00Z');
const at = (date: string) => new Date(`${date}T12:00:00Z`);

let t: TestApp;
let plan: string;

interface Deduction {
  trade_date: string;
  status: string;
  nav: string | null;
}
const deductions = () =>
  t.database.query<Deduction>(sql`
    select o.trade_date::text, o.status, c.nav::text from trade_order o left join trade_confirmation c on c.order_id = o.id
    where o.plan_id = ${plan}::uuid order by o.trade_date`);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  const x = await customerIdOf(t.database, '13800000001');
  plan = randomUUID();
  // A daily plan due from D1 whose batches of D1 to D3 did not run; D1's NAV never came.
  await db.execute(sql`
    insert into fixed_plan (id, plan_no, customer_id, client_request_id, fund_code, tradeacco, amount, unit, start_date, next_date, status, created_at, updated_at)
    values (${plan}::uuid, ${`P${plan.slice(0, 8)}`}, ${x}::uuid, ${randomUUID()}, ${B}, '0100001', 100.00, '2', ${D1}::date, ${D1}::date, 'A', now(), now())`);
  for (const [day, nav] of Object.entries(NAVS)) await setNav(db, B, day, nav);
  await runTaBatch(db, D4, at(D4));
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('a plan due on several days whose batches were missed', () => {
  it('places one deduction per due trading day, each with its own trade date, and confirms the one of T', async () => {
    expect(await deductions()).toEqual([
      { trade_date: D2, status: '9', nav: null },
      { trade_date: D3, status: '9', nav: null },
      { trade_date: D4, status: '1', nav: NAVS[D4] },
    ]);
    const [next] = await t.database.query<{ next_date: string }>(sql`select next_date::text from fixed_plan where id = ${plan}::uuid`);
    expect(next?.next_date).toBe(D5);
  });

  it('records every due day in plan_run, a day without a NAV as not deducted with the reason', async () => {
    const runs = await t.database.query<{ run_date: string; status: string; reason: string | null; has_order: boolean }>(
      sql`select run_date::text, status, reason, order_id is not null as has_order from plan_run where plan_id = ${plan}::uuid order by run_date`,
    );
    expect(runs).toEqual([
      { run_date: D1, status: '1', reason: FAIL_REASONS.planDayNotPriced, has_order: false },
      { run_date: D2, status: '3', reason: null, has_order: true },
      { run_date: D3, status: '3', reason: null, has_order: true },
      { run_date: D4, status: '3', reason: null, has_order: true },
    ]);
  });

  it('confirms each missed deduction at its own day’s NAV when that day’s batch runs, and a rerun adds nothing', async () => {
    await runTaBatch(t.database.db, D2, at(D4));
    await runTaBatch(t.database.db, D3, at(D4));
    expect(await deductions()).toEqual([
      { trade_date: D2, status: '1', nav: NAVS[D2] },
      { trade_date: D3, status: '1', nav: NAVS[D3] },
      { trade_date: D4, status: '1', nav: NAVS[D4] },
    ]);
    const before = await snapshot(t.database);
    for (const day of [D2, D3, D4]) await runTaBatch(t.database.db, day, at(D4));
    expect(await snapshot(t.database)).toEqual(before);
  });
});
