import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app.ts';
import { A, B, D4, D5, M, scriptedWeek } from '../../../test/modules/assets/assets-scenario.test-support.ts';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { runTaBatch } from '../ta/ta-batch.ts';
import { runDemoDay } from '../ta/ta-simulate.ts';
import { CUMULATIVE_INCOME, dayIncomeOf, latestNavJoin } from './holding-figures.public.ts';
import { signedInject } from '../../../test/support/test-app.ts';
import { holdingsAndPending } from './aggregation.repository.ts';
import { holdingFigures } from './holdings.repository.ts';

// The my-assets figures read from what the batch stored (holding_figures, 0031) must be exactly those worked out from
// daily_income on every request, as the page did before: LEGACY_FIGURES is that statement, kept here as the reference.
class Rollback extends Error {}

let t: TestApp;
let customerId: string;
let setClock: (instant: Date) => void;

beforeAll(async () => {
  ({ t, customerId, setClock } = await scriptedWeek());
}, 240_000);

afterAll(async () => {
  await t.close();
});

function legacyFigures(today: string, customer: string) {
  return rowsOf<Record<string, unknown>>(
    t.app.db,
    sql`with last_income as (select max(income_date) as d from daily_income where customer_id = ${customer}::uuid),
        cumulative as (select fund_code, sum(income) as income from income_month_fund where customer_id = ${customer}::uuid group by fund_code),
        yesterday as (select fund_code, income from daily_income where customer_id = ${customer}::uuid and income_date = (select d from last_income))
        select h.fund_code as "fundCode", p.nav::numeric(12, 4)::text as nav, p.nav_date::text as "navDate",
               round(h.shares * coalesce(p.nav, 0), 2)::text as "marketValue",
               coalesce(y.income, 0)::numeric(18, 2)::text as "yesterdayIncome",
               coalesce(c.income, 0)::numeric(18, 2)::text as "cumulativeIncome",
               (select d from last_income)::text as "incomeDate"
        from holding h join fund f on f.code = h.fund_code
        left join lateral (
          select n.nav_date, case when f.is_money_fund then 1.0000 else n.unit_nav end as nav from nav n
          where n.fund_code = h.fund_code and n.nav_date <= ${today}::date and (f.is_money_fund or n.unit_nav is not null)
          order by n.nav_date desc limit 1
        ) p on true
        left join cumulative c on c.fund_code = h.fund_code
        left join yesterday y on y.fund_code = h.fund_code
        where h.customer_id = ${customer}::uuid
        order by h.fund_code`,
  );
}

async function expectSameAsLegacy(today: string): Promise<number> {
  const customers = await rowsOf<{ id: string }>(t.app.db, sql`select distinct customer_id as id from holding`);
  let compared = 0;
  for (const { id } of customers) {
    const rows = await holdingFigures(t.app.db, id, today);
    // The pages read them in one statement with the pending orders, as JSON: the same figures.
    expect((await holdingsAndPending(t.app.db, id, today)).figures).toEqual(rows);
    const now = rows
      .map(({ fundCode, nav, navDate, marketValue, yesterdayIncome, cumulativeIncome, incomeDate }) => ({
        fundCode,
        nav,
        navDate,
        marketValue,
        yesterdayIncome,
        cumulativeIncome,
        incomeDate,
      }))
      .sort((a, b) => a.fundCode.localeCompare(b.fundCode));
    expect(now).toEqual(await legacyFigures(today, id));
    compared += rows.length;
  }
  return compared;
}

async function storedOf(customer: string) {
  return rowsOf<{ fundCode: string; incomeDate: string; cumulativeIncome: string }>(
    t.app.db,
    sql`select fund_code as "fundCode", income_date::text as "incomeDate", cumulative_income::text as "cumulativeIncome"
        from holding_figures where customer_id = ${customer}::uuid order by fund_code`,
  );
}

describe('holding figures stored by the batch', () => {
  it('are written by the batch for every holding of the customer, as of the last income date', async () => {
    const holdings = await rowsOf<{ fundCode: string }>(
      t.app.db,
      sql`select fund_code as "fundCode" from holding where customer_id = ${customerId}::uuid order by fund_code`,
    );
    const stored = await storedOf(customerId);
    expect(stored.map((row) => row.fundCode)).toEqual(holdings.map((row) => row.fundCode));
    expect(new Set(stored.map((row) => row.incomeDate))).toEqual(new Set([D4]));
  });

  it('give the same figures as summing daily income on every request, for every customer with holdings', async () => {
    expect(await expectSameAsLegacy(D5)).toBeGreaterThan(4);
  });

  it('stay exact after a NAV is published without a batch run', async () => {
    await t.database.query(sql`insert into nav (fund_code, nav_date, unit_nav, acc_nav, daily_change)
      values (${A}, ${D5}::date, 9.8765, 9.8765, 0.01) on conflict (fund_code, nav_date) do update set unit_nav = excluded.unit_nav`);
    const [row] = (await holdingFigures(t.app.db, customerId, D5)).filter((r) => r.fundCode === A);
    expect(row).toMatchObject({ nav: '9.8765', navDate: D5 });
    await expectSameAsLegacy(D5);
    await t.database.query(sql`delete from nav where fund_code = ${A} and nav_date = ${D5}::date`);
  });

  it('fall back to daily income for a holding the batch has not seen and for income written since', async () => {
    await t.database.query(sql`delete from holding_figures where customer_id = ${customerId}::uuid and fund_code = ${M}`);
    await t.database.query(
      sql`update holding_figures set income_date = income_date - 1 where customer_id = ${customerId}::uuid and fund_code = ${B}`,
    );
    await expectSameAsLegacy(D5);
  });

  it('are rewritten by the next batch (a redemption confirmed, a NAV published) and still match', async () => {
    await runDemoDay(t.app.db, D5, new Date(`${D5}T12:00:00Z`));
    setClock(new Date(`${D5}T13:00:00Z`));
    const stored = await storedOf(customerId);
    expect(new Set(stored.map((row) => row.incomeDate))).toEqual(new Set([D5]));
    await expectSameAsLegacy(D5);
    // B, whose redemption of 100 shares D5 confirmed, has its row rewritten too.
    expect(stored.find((row) => row.fundCode === B)).toBeDefined();
  });

  // The batch works the figures out set-based (one pass over the day's income, the NAV per fund and date); they must be
  // those of the page's own per-holding rules for every holding of every customer paid that day.
  it('equal a per-holding recompute for every holding of the customers paid that day, and a rerun writes nothing', async () => {
    const paid = sql`select distinct customer_id from daily_income where income_date = ${D5}::date`;
    const reference = await rowsOf<Record<string, string>>(
      t.app.db,
      sql`with last_income as (
            select c.customer_id, (select max(d.income_date) from daily_income d where d.customer_id = c.customer_id) as d from (${paid}) c
          )
          select h.customer_id::text as customer, h.fund_code as fund, l.d::text as "incomeDate",
            ${dayIncomeOf(sql`l.d`)}::numeric(18, 2)::text as yesterday, ${CUMULATIVE_INCOME}::numeric(18, 2)::text as cumulative,
            h.shares::text as shares, p.nav_date::text as "navDate", p.nav::numeric(12, 4)::text as nav,
            round(h.shares * coalesce(p.nav, 0), 2)::numeric(18, 2)::text as "marketValue"
          from holding h join last_income l on l.customer_id = h.customer_id join fund f on f.code = h.fund_code
          ${latestNavJoin(sql`l.d`)}
          order by 1, 2`,
    );
    const stored = await rowsOf<Record<string, string>>(
      t.app.db,
      sql`select customer_id::text as customer, fund_code as fund, income_date::text as "incomeDate", yesterday_income::text as yesterday,
            cumulative_income::text as cumulative, shares::text as shares, nav_date::text as "navDate", nav::text as nav,
            market_value::text as "marketValue"
          from holding_figures where customer_id in (${paid}) order by 1, 2`,
    );
    expect(reference.length).toBeGreaterThan(4);
    expect(stored).toEqual(reference);
    const rerun = await runTaBatch(t.app.db, D5, new Date(`${D5}T14:00:00Z`));
    expect(rerun.find((report) => report.step === 'holding_figures')?.rows).toBe(0);
  });

  it('reach the my-assets answer read in one statement exactly as each call answers them on its own', async () => {
    const { token } = await t.app.sessionStore.create(customerId);
    const call = async (method: 'GET' | 'POST', url: string, query: Record<string, string> = {}) => {
      const response = await signedInject(t.app, { method, url, token, ...(method === 'POST' ? { body: {} } : { query }) });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: unknown }).data;
    };
    const aggregation = (await call('POST', '/api/query/aggregation')) as Record<string, unknown>;
    expect(aggregation).toEqual({
      shareInfo: await call('GET', '/api/query/share-info', { firstflag: '1' }),
      inTransit: await call('POST', '/api/query/assets-in-transit'),
      todo: await call('GET', '/api/trade/todo'),
      messages: await call('GET', '/api/query/messages'),
    });
    expect((aggregation.shareInfo as { list: unknown[] }).list.length).toBeGreaterThan(0);
    expect((aggregation.messages as { list: unknown[] }).list.length).toBeGreaterThan(0);
  });

  // The last income date comes from income_day_total, which the daily_income triggers keep exact: removing the last
  // day's income (a correction) moves it back at once, as reading daily_income itself would.
  it('take the last income date from the day totals, which follow income removed since the batch', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        const [before] = await holdingFigures(tx, customerId, D5);
        await tx.execute(
          sql`delete from daily_income where customer_id = ${customerId}::uuid and income_date = ${before?.incomeDate}::date`,
        );
        const [row] = await rowsOf<{ last: string }>(
          tx,
          sql`select max(income_date)::text as last from daily_income where customer_id = ${customerId}::uuid`,
        );
        const [after] = await holdingFigures(tx, customerId, D5);
        expect(row?.last).toBeDefined();
        expect(row?.last).not.toBe(before?.incomeDate);
        expect(after?.incomeDate).toBe(row?.last);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });

  it('value holdings at the latest NAV the nav triggers keep per fund, through inserts, corrections and deletes', async () => {
    const latestMismatches = (db: DbExecutor = t.app.db) =>
      rowsOf<{ code: string }>(
        db,
        sql`select f.code from fund f
            left join fund_latest_nav l on l.fund_code = f.code
            left join lateral (select n.nav_date, n.unit_nav from nav n
              where n.fund_code = f.code and n.unit_nav is not null order by n.nav_date desc limit 1) u on true
            where l.any_date is distinct from (select max(n.nav_date) from nav n where n.fund_code = f.code)
               or l.unit_date is distinct from u.nav_date or l.unit_nav is distinct from u.unit_nav`,
      );
    expect(await latestMismatches()).toEqual([]);
    await expect(
      t.app.db.transaction(async (tx) => {
        // A new NAV for two funds in one statement, then a correction, then a day without a unit NAV, then removal.
        await tx.execute(sql`insert into nav (fund_code, nav_date, unit_nav, acc_nav, daily_change)
          values (${A}, '2031-01-02', 7.1234, 7.1234, 0.01), (${B}, '2031-01-02', 3.3333, 3.3333, 0.01)`);
        expect((await holdingFigures(tx, customerId, '2031-01-05')).find((r) => r.fundCode === A)).toMatchObject({
          nav: '7.1234',
          navDate: '2031-01-02',
        });
        await tx.execute(sql`update nav set unit_nav = 7.2000 where fund_code = ${A} and nav_date = '2031-01-02'`);
        expect((await holdingFigures(tx, customerId, '2031-01-05')).find((r) => r.fundCode === A)?.nav).toBe('7.2000');
        await tx.execute(sql`insert into nav (fund_code, nav_date, unit_nav) values (${A}, '2031-01-03', null)`);
        expect((await holdingFigures(tx, customerId, '2031-01-05')).find((r) => r.fundCode === A)?.navDate).toBe('2031-01-02');
        // A clock behind the data: the NAV on or before that day, as the probe finds it.
        expect((await holdingFigures(tx, customerId, D5)).find((r) => r.fundCode === A)?.navDate).not.toBe('2031-01-02');
        expect(await latestMismatches(tx)).toEqual([]);
        await tx.execute(sql`delete from nav where nav_date >= '2031-01-01'`);
        expect(await latestMismatches(tx)).toEqual([]);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await latestMismatches()).toEqual([]);
  });

  it('give the legacy figures on a day before the latest NAV (the clock behind the data)', async () => {
    expect(await expectSameAsLegacy(D4)).toBeGreaterThan(4);
  });
});
