import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { DEMO_HISTORY_MOBILE } from '../assets/demo-history.seed.ts';
import { reconcileDate } from './reconciliation.service.ts';

// Friday 2026-11-20, 10:00 in China (as demo-history.seed.test.ts): the demo customer's year was
// written by the real batch on the days with orders or plan deductions, and the daily income of the
// days in between by daily-income-backfill.ts.
const clock = new Date('2026-11-20T02:00:00Z');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, demoHistory: true });
}, 240_000);

afterAll(async () => {
  await t.close();
});

const datesOf = async (query: ReturnType<typeof sql>) => (await t.database.query<{ d: string }>(query)).map((row) => row.d);

describe('the demo history', () => {
  it('reconciles clean on every date its batch ran and every day it has daily income for', async () => {
    const batchDays = await datesOf(sql`select distinct trade_date::text as d from ta_batch_step order by 1`);
    const incomeDays = await datesOf(sql`
      select distinct d.income_date::text as d from daily_income d join customer c on c.id = d.customer_id
      where c.mobile = ${DEMO_HISTORY_MOBILE} order by 1`);
    // A year: the plan's monthly deductions and the other orders' days, and every trading day's income.
    expect(batchDays.length).toBeGreaterThanOrEqual(9);
    expect(incomeDays.length).toBeGreaterThan(200);
    expect(batchDays.filter((day) => !incomeDays.includes(day))).toEqual([]);
    const breaks: { date: string; check: string; rows: unknown[] }[] = [];
    for (const date of incomeDays) {
      const result = await reconcileDate(t.database.db, date, { now: clock });
      for (const c of result.checks) if (c.count > 0) breaks.push({ date, check: c.check, rows: c.rows.slice(0, 3) });
    }
    expect(breaks).toEqual([]);
    const [runs] = await t.database.query<{ clean: number }>(
      sql`select count(*)::int as clean from reconciliation_run where status = 'clean'`,
    );
    expect(runs?.clean).toBe(incomeDays.length);
  }, 240_000);
});
