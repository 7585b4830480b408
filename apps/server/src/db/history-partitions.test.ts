import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { customerIdOf, placeOrder, setNav } from '../../test/modules/ta/ta.test-support.ts';
import { accountIncome, fundIncome } from '../modules/assets/history-income.repository.ts';
import { runTaBatch } from '../modules/ta/ta-batch.ts';
import type { DatabaseHandle } from './database.ts';
import { ensureHistoryPartitions } from './history-partitions.ts';
import { listMigrationFiles, migrate, MIGRATIONS_DIR } from './migrate.ts';

const X = '7b0c5c1e-0000-4000-8000-000000000001';
const Y = '7b0c5c1e-0000-4000-8000-000000000002';

// The partitions of a table with the bounds PostgreSQL shows for them.
async function partitionsOf(database: DatabaseHandle, table: string): Promise<string[]> {
  const rows = await database.query<{ name: string }>(
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = ${table}::regclass order by c.relname`,
  );
  return rows.map((r) => r.name);
}

async function historyOf(database: DatabaseHandle) {
  return {
    income:
      await database.query(sql`select customer_id, fund_code, income_date::text, shares::text, nav::text, market_value::text, income::text
      from daily_income order by customer_id, fund_code, income_date`),
    ledger:
      await database.query(sql`select id::text, customer_id, fund_code, kind, shares::text, frozen::text, order_id, ref, effective_date::text
      from share_ledger order by id`),
    dayTotals: await database.query(sql`select customer_id, income_date::text, income::text, holdings from income_day_total
      order by customer_id, income_date`),
    accountSince: await accountIncome(database.db, X, '2024-02-10'),
    accountAll: await accountIncome(database.db, Y, null),
    fund: await fundIncome(database.db, X, '000512', null),
  };
}

describe('migration 0030 on a database holding history', () => {
  let test: TestDatabase;
  let before: Awaited<ReturnType<typeof historyOf>>;
  let migrationsBefore: string;

  beforeAll(async () => {
    // The migrations up to 0029, then rows over several years, then 0030.
    migrationsBefore = await mkdtemp(path.join(tmpdir(), 'fd-history-migrations-'));
    for (const name of await listMigrationFiles()) {
      if (name < '0030') await cp(path.join(MIGRATIONS_DIR, name), path.join(migrationsBefore, name));
    }
    test = await openTestDatabase((database) => migrate(database, migrationsBefore).then(() => undefined));
    const { database } = test;
    await database.query(sql`
      insert into fund (code, name, short_name, fund_type, risk_level, status, min_purchase_amount, min_subscription_amount,
        management_rate, custody_rate)
      select code, '测试基金' || code, code, '1', 'R2', '0', 10, 10, 0.012, 0.002 from (values ('000512'), ('000288')) f(code)`);
    await database.query(sql`
      insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
      select c::uuid, f, d::date, 1000 + extract(day from d), 1.2345, round((1000 + extract(day from d)) * 1.2345, 2), round(extract(dow from d) - 2.5, 2)
      from (values (${X}), (${Y})) cs(c), (values ('000512'), ('000288')) fs(f),
        generate_series('2023-11-01'::date, '2024-03-31'::date, interval '1 day') d`);
    await database.query(sql`
      insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, ref, effective_date, created_at)
      select ${X}::uuid, '000512', 'income_carry', 0.01 * g, 0, 0, null, 'carry:' || g, '2023-11-01'::date + g, now()
      from generate_series(1, 150) g`);
    before = await historyOf(database);
    await migrate(database);
  }, 240_000);

  afterAll(async () => {
    await test?.drop();
    if (migrationsBefore) await rm(migrationsBefore, { recursive: true, force: true });
  });

  it('turns both tables into tables partitioned by month, one partition per month of their rows', async () => {
    const { database } = test;
    const kinds = await database.query<{ relname: string; relkind: string }>(
      sql`select relname, relkind::text from pg_class where relname in ('daily_income', 'share_ledger') order by relname`,
    );
    expect(kinds).toEqual([
      { relname: 'daily_income', relkind: 'p' },
      { relname: 'share_ledger', relkind: 'p' },
    ]);
    const income = await partitionsOf(database, 'daily_income');
    for (const month of ['2023_11', '2023_12', '2024_01', '2024_02', '2024_03']) expect(income).toContain(`daily_income_p${month}`);
    expect(income).toContain('daily_income_default');
    expect(await partitionsOf(database, 'share_ledger')).toContain('share_ledger_p2024_03');
    const strays = await database.query<{ n: number }>(
      sql`select (select count(*) from daily_income_default) + (select count(*) from share_ledger_default) as n`,
    );
    expect(Number(strays[0]?.n)).toBe(0);
  });

  it('keeps every row, and the income queries answer as before', async () => {
    expect(await historyOf(test.database)).toEqual(before);
  });

  it('numbers new ledger rows after the ones it moved, and still refuses a second row of a ref on its day', async () => {
    const { database } = test;
    const insert = () =>
      database.query<{ id: string }>(sql`
        insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, ref, effective_date, created_at)
        values (${Y}::uuid, '000512', 'income_carry', 1, 0, 0, 'carry:new', '2024-03-29', now())
        on conflict (kind, ref, effective_date) where ref is not null do nothing returning id::text`);
    const [first] = await insert();
    expect(Number(first?.id)).toBeGreaterThan(150);
    expect(await insert()).toEqual([]);
  });
});

describe('the batch and the partitions', () => {
  let t: TestApp;
  const T = '2026-09-30';

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(`${T}T12:00:00Z`) });
  }, 240_000);

  afterAll(async () => {
    await t?.close();
  });

  it('creates the month of T and the two after it before writing, and the day’s rows land in T’s month', async () => {
    const { database } = t;
    expect(await partitionsOf(database, 'daily_income')).not.toContain('daily_income_p2026_09');
    const x = await customerIdOf(database, '13800000001');
    await setNav(database.db, '000512', T, '1.2345');
    await placeOrder(database.db, {
      customerId: x,
      businessCode: '022',
      fundCode: '000512',
      tradeDate: T,
      amount: '1000.00',
      quotedFee: '0',
    });
    await runTaBatch(database.db, T, new Date(`${T}T12:00:00Z`));
    for (const table of ['daily_income', 'share_ledger']) {
      const parts = await partitionsOf(database, table);
      for (const month of ['2026_09', '2026_10', '2026_11']) expect(parts).toContain(`${table}_p${month}`);
    }
    const where = await database.query<{ part: string; n: number }>(
      sql`select tableoid::regclass::text as part, count(*)::int as n from daily_income where income_date = ${T}::date group by 1`,
    );
    expect(where).toEqual([{ part: 'daily_income_p2026_09', n: 1 }]);
  });

  it('moves rows that waited in the default partition into the month created for them, without counting them twice', async () => {
    const { database } = t;
    await database.query(sql`insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
      values (${Y}::uuid, '000512', '2026-06-15', 10, 1.0000, 10.00, 0.50)`);
    const totals = () => database.query(sql`select income::text, holdings from income_day_total where customer_id = ${Y}::uuid`);
    const counted = await totals();
    expect(counted).toEqual([{ income: '0.50', holdings: 1 }]);
    expect(await ensureHistoryPartitions(database.db, '2026-06-01')).toBe(6); // June, July and August of both tables
    const where = await database.query<{ part: string }>(
      sql`select tableoid::regclass::text as part from daily_income where customer_id = ${Y}::uuid`,
    );
    expect(where).toEqual([{ part: 'daily_income_p2026_06' }]);
    expect(await totals()).toEqual(counted);
    expect(await ensureHistoryPartitions(database.db, '2026-06-01')).toBe(0);
  });

  it('reads only the months an income query names (partition pruning)', async () => {
    const { database } = t;
    await ensureHistoryPartitions(database.db, '2026-01-01');
    const plan = await database.query<{ 'QUERY PLAN': string }>(
      sql`explain select fund_code, income from daily_income
          where customer_id = ${X}::uuid and income_date > '2026-06-10'::date
            and income_date < (date_trunc('month', '2026-06-10'::date) + interval '1 month')::date`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    const scanned = [...text.matchAll(/on (daily_income_\w+)/g)].map((m) => m[1]);
    expect(new Set(scanned)).toEqual(new Set(['daily_income_p2026_06']));
    const ledgerPlan = await database.query<{ 'QUERY PLAN': string }>(
      sql`explain select customer_id, sum(shares) from share_ledger where effective_date >= '2026-09-30'::date group by 1`,
    );
    const ledgerText = ledgerPlan.map((row) => row['QUERY PLAN']).join('\n');
    expect(ledgerText).not.toMatch(/share_ledger_p2026_0[1-8]/);
    expect(ledgerText).toMatch(/share_ledger_p2026_09/);
  });
});
