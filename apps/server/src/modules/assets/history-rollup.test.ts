import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

// The income rollups (0013_assets_history.sql) must equal daily_income summed, whatever is done
// to daily_income.
let t: TestApp;
const x = randomUUID();
const y = randomUUID();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

async function rollups() {
  const [days, months] = await Promise.all([
    t.database.query(
      'select customer_id, income_date::text as d, income::text, market_value::text as mv, holdings from income_day_total order by 1, 2',
    ),
    t.database.query('select customer_id, fund_code, month::text as m, income::text, days from income_month_fund order by 1, 2, 3'),
  ]);
  return { days, months };
}

async function summedFromDailyIncome() {
  const [days, months] = await Promise.all([
    t.database
      .query(`select customer_id, income_date::text as d, sum(income)::text as income, sum(market_value)::text as mv, count(*)::int as holdings
      from daily_income group by 1, 2 order by 1, 2`),
    t.database
      .query(`select customer_id, fund_code, date_trunc('month', income_date)::date::text as m, sum(income)::text as income, count(*)::int as days
      from daily_income group by 1, 2, 3 order by 1, 2, 3`),
  ]);
  return { days, months };
}

const insertDays = (conflict: 'do nothing' | '' = '') =>
  run(sql`insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
    select c.id, f.code, d::date, 1000, 1.2345, 1234.50 + g, (g - 3) * 1.01
    from (values (${x}::uuid, 1), (${y}::uuid, 2)) c(id, g)
    cross join (values ('000512'), ('000288')) f(code)
    cross join generate_series('2026-01-28'::date, '2026-02-03'::date, '1 day') d
    ${conflict === '' ? sql`` : sql`on conflict (customer_id, fund_code, income_date) do nothing`}`);

describe('income rollups', () => {
  it('add up the rows a statement inserts, per customer and day and per customer, fund and month', async () => {
    await insertDays();
    const { days, months } = await rollups();
    expect(days).toHaveLength(14);
    expect(months).toHaveLength(8);
    expect({ days, months }).toEqual(await summedFromDailyIncome());
  });

  it('count nothing twice when a rerun’s inserts hit the conflict clause', async () => {
    const before = await rollups();
    await insertDays('do nothing');
    expect(await rollups()).toEqual(before);
  });

  it('follow updates and deletes, and drop a day or month with no rows left', async () => {
    await run(
      sql`update daily_income set income = income + 0.07, market_value = market_value * 2 where customer_id = ${x}::uuid and fund_code = '000288'`,
    );
    await run(sql`delete from daily_income where customer_id = ${y}::uuid and income_date >= '2026-02-01'`);
    await run(sql`delete from daily_income where customer_id = ${x}::uuid and fund_code = '000512' and income_date < '2026-02-01'`);
    const after = await rollups();
    expect(after).toEqual(await summedFromDailyIncome());
    expect(after.days.filter((d) => (d as { customer_id: string }).customer_id === y)).toHaveLength(4);
  });

  it('follow an upsert that inserts some rows and updates others', async () => {
    await run(sql`insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
      select ${y}::uuid, '000288', d::date, 500, 1.1, 550.00, 2.22
      from generate_series('2026-01-30'::date, '2026-02-02'::date, '1 day') d
      on conflict (customer_id, fund_code, income_date) do update set income = excluded.income, market_value = excluded.market_value`);
    expect(await rollups()).toEqual(await summedFromDailyIncome());
  });

  it('empty with a truncate', async () => {
    await run(sql`truncate daily_income`);
    expect(await rollups()).toEqual({ days: [], months: [] });
  });
});
