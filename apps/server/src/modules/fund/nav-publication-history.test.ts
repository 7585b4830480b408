import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { importNavEntries } from './nav-import.service.ts';
import { recomputeYields } from './recompute-yields.ts';

// A publication reads only the points its yields need (loadPublicationHistories); the results must equal a full
// recompute over the whole history, dividends, splits and managers' tenures included.
const DAY = '2026-11-24';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T08:00:00+08:00') });
});
afterAll(async () => t?.close());

const snapshot = async () => ({
  yields: await t.database.query(sql`select fund_code, period, as_of::text, value::text from fund_yield order by fund_code, period`),
  tenures: await t.database.query(
    sql`select fund_code, man_id, start_date::text, return_during_tenure::text as r from fund_manager order by fund_code, man_id, start_date`,
  ),
});

describe('publication yields', () => {
  it('equal a full recompute over every fund', async () => {
    const last = await t.database.query<{ code: string; money: boolean; unit: string; acc: string }>(
      sql`select distinct on (n.fund_code) n.fund_code as code, f.is_money_fund as money, n.unit_nav::text as unit, n.acc_nav::text as acc
          from nav n join fund f on f.code = n.fund_code where n.nav_date < ${DAY}::date and n.unit_nav is not null
          order by n.fund_code, n.nav_date desc`,
    );
    expect(last.length).toBeGreaterThan(10);
    await importNavEntries(
      t.database.db,
      last.map((f) =>
        f.money
          ? { fundCode: f.code, date: DAY, incomePer10k: '0.6100', yield7dPercent: '2.1000' }
          : { fundCode: f.code, date: DAY, unitNav: (Number(f.unit) + 0.0123).toFixed(4), accNav: (Number(f.acc) + 0.0123).toFixed(4) },
      ),
    );
    const published = await snapshot();
    const [{ n } = { n: 0 }] = await t.database.query<{ n: number }>(
      sql`select count(*)::int as n from fund_yield where as_of = ${DAY}::date and value is not null`,
    );
    expect(n).toBeGreaterThan(last.length);
    await recomputeYields(t.database.db);
    expect(await snapshot()).toEqual(published);
  });
});
