import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotePurchase, toDecimal } from '@fund-direct/domain/money';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { purchaseFeeSql, purchaseTiersCte } from './sql-rounding.ts';
import { runTaBatch } from './ta-batch.ts';
import { rowsOf as rawRows } from '../../db/rows.ts';
import { addCustomer, freezeFor, grantShares, placeOrder, purchaseTiers, setNav } from '../../../test/modules/ta/ta.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('what the batch writes, and how cheaply', () => {
  // Issue 7's speed target: the batch sets the status of every order of the day, and that update
  // touches no index only while no index of trade_order names status (0017_ta_batch_writes.sql).
  it('keeps status out of every index of trade_order and leaves room on its pages', async () => {
    const indexes = await t.database.query<{ name: string; definition: string }>(
      `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
       where indrelid = 'trade_order'::regclass`,
    );
    expect(indexes.length).toBeGreaterThan(3);
    expect(indexes.filter((index) => /\bstatus\b/.test(index.definition))).toEqual([]);
    const [table] = await t.database.query<{ options: string[] | null }>(
      `select reloptions as options from pg_class where oid = 'trade_order'::regclass`,
    );
    expect(table?.options).toContain('fillfactor=50');
  });

  // 0036_ta_hot_updates.sql: the batch updates holdings and lots in place (heap-only) while their pages have room.
  it('leaves room on the pages of holding and share_lot for the next version of their rows', async () => {
    const tables = await t.database.query<{ name: string; options: string[] | null }>(
      `select relname as name, reloptions as options from pg_class where relname in ('holding', 'share_lot') order by relname`,
    );
    expect(tables).toEqual([
      { name: 'holding', options: ['fillfactor=50'] },
      { name: 'share_lot', options: ['fillfactor=50'] },
    ]);
  });

  it('finds every order its fee tier at once, as quotePurchase does, on both sides of each boundary', async () => {
    const funds = await t.database.query<{ code: string; kind: string }>(
      `select distinct fund_code as code, fee_kind as kind from fund_fee_tier where fee_kind in ('purchase', 'subscription') order by 1, 2 limit 12`,
    );
    expect(funds.length).toBeGreaterThan(3);
    const cases: { id: number; code: string; kind: string; amount: string; expected: string }[] = [];
    for (const { code, kind } of funds) {
      const { tiers, discount } = await purchaseTiers(t.database, code, kind);
      const edges = tiers.flatMap((tier) => (tier.max === undefined ? [tier.min] : [tier.min, tier.max])).map((edge) => toDecimal(edge));
      const around = edges
        .flatMap((edge) => [edge, edge.minus('0.01'), edge.plus('0.01')])
        .filter((amount) => amount.isPositive() && !amount.isZero());
      const amounts = new Set(['0.01', '999.99', '123456.78', ...around.map((amount) => amount.toFixed(2))]);
      for (const amount of amounts) {
        cases.push({ id: cases.length, code, kind, amount, expected: quotePurchase(amount, tiers, discount).fee.toFixed(2) });
      }
    }
    const values = cases.map((c) => `(${c.id}, '${c.code}', '${c.kind}', ${c.amount}::numeric)`).join(', ');
    const rows = await t.database.query<{ id: number; fee: string }>(
      `with source(id, fund_code, fee_kind, amount) as (values ${values}),
       ${purchaseTiersCte('tier', 'source')}
       select s.id, (${purchaseFeeSql('tier', 's.amount', 'f.purchase_discount', "'A'")})::numeric(18, 2)::text as fee
       from source s join fund f on f.code = s.fund_code left join tier on tier.id = s.id
       order by s.id`,
    );
    expect(rows.map((row) => row.fee)).toEqual(cases.map((c) => c.expected));
  });
});

async function waitForBlockedSession(): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the second batch never waited for the first');
}

describe('the rows of a customer’s shares without keys', () => {
  const T = '2026-11-23';
  const FUND = '000512';
  // Every table of a customer's shares that the batch writes by the hundred thousand.
  const KEYLESS = ['trade_confirmation', 'share_ledger', 'holding', 'share_lot', 'daily_income', 'income_day_total', 'income_month_fund'];
  const rowsOf = async (customerId: string) => {
    const counts: Record<string, number> = {};
    for (const table of KEYLESS) {
      const [row] = await t.database.query<{ n: number }>(
        `select count(*)::int as n from ${table} where customer_id = '${customerId}'::uuid`,
      );
      counts[table] = row?.n ?? -1;
    }
    return counts;
  };
  let customer = '';
  let purchase = '';
  let redemption = '';

  beforeAll(async () => {
    const db = t.database.db;
    customer = await addCustomer(db, '13900000311');
    await setNav(db, FUND, T, '1.1000');
    await grantShares(db, customer, FUND, '500.00', '500.00', '2026-06-01');
    purchase = await placeOrder(db, { customerId: customer, businessCode: '022', fundCode: FUND, tradeDate: T, amount: '1000.00' });
    redemption = await placeOrder(db, { customerId: customer, businessCode: '024', fundCode: FUND, tradeDate: T, shares: '200.00' });
    await freezeFor(db, redemption, customer, FUND, '200.00', T);
  });

  it('carry no foreign key on the confirmation and ledger rows the batch writes per order', async () => {
    const keys = await t.database.query<{ name: string }>(
      `select conname as name from pg_constraint where contype = 'f' and conrelid in ('trade_confirmation'::regclass, 'share_ledger'::regclass)`,
    );
    expect(keys).toEqual([]);
  });

  // The second batch starts while the first holds its purchase step open; on PostgreSQL the first
  // commits only once the second is waiting on a lock (on PGlite one connection runs them in turn).
  it('are confirmed once when a second batch of the date starts while the first is confirming', async () => {
    const at = new Date(`${T}T12:00:00Z`);
    let second: Promise<unknown> | undefined;
    await runTaBatch(t.database.db, T, at, {
      beforeCommit: async (step) => {
        if (step !== 'confirm_purchases' || second) return;
        second = runTaBatch(t.database.db, T, at);
        if (t.database.kind === 'postgres') await waitForBlockedSession();
      },
    });
    await second;
    const confirmations = await t.database.query<{ order_id: string }>(
      sql`select order_id::text from trade_confirmation where order_id in (${purchase}::uuid, ${redemption}::uuid)`,
    );
    expect(confirmations).toHaveLength(2);
    const ledger = await t.database.query<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from share_ledger where customer_id = ${customer}::uuid group by kind order by kind`,
    );
    expect(ledger).toEqual([
      { kind: 'adjust', n: 1 },
      { kind: 'freeze', n: 1 },
      { kind: 'purchase', n: 1 },
      { kind: 'redeem', n: 1 },
    ]);
    const [holding] = await t.database.query<{ shares: string; frozen: string }>(
      sql`select shares::text, frozen::text from holding where customer_id = ${customer}::uuid and fund_code = ${FUND}`,
    );
    const bought = await t.database.query<{ shares: string }>(
      sql`select shares_in::text as shares from trade_confirmation where order_id = ${purchase}::uuid`,
    );
    expect(holding).toEqual({
      shares: toDecimal('300.00')
        .plus(bought[0]?.shares ?? 'NaN')
        .toFixed(2),
      frozen: '0.00',
    });
  });

  // A purchase and a redemption of one holding on T: the day's ledger rows and money flows are summed in one pass.
  it('earn the day’s income: the change in market value, less the money in, plus the money out', async () => {
    const [row] = await t.database.query<{ income: string; expected: string }>(
      sql`select d.income::text as income,
          (round(h.shares * 1.1, 2) - round(500 * p.unit_nav, 2) - 1000 + r.amount)::text as expected
        from daily_income d
        join holding h on h.customer_id = d.customer_id and h.fund_code = d.fund_code
        join trade_confirmation r on r.order_id = ${redemption}::uuid
        cross join lateral (select unit_nav from nav where fund_code = ${FUND} and nav_date < ${T}::date and unit_nav is not null
          order by nav_date desc limit 1) p
        where d.customer_id = ${customer}::uuid and d.fund_code = ${FUND} and d.income_date = ${T}::date`,
    );
    expect(row?.income).toBeDefined();
    expect(row?.income).toBe(row?.expected);
  });

  // Each step groups by sorting, in its own transaction only; a rerun of the finished date writes nothing.
  it('are written once: a rerun of the date changes no row', async () => {
    const before = await rowsOf(customer);
    const settings: string[] = [];
    const reports = await runTaBatch(t.database.db, T, new Date(`${T}T13:00:00Z`), {
      beforeCommit: async (_step, tx) => {
        const [row] = await rawRows<{ enable_hashagg: string }>(tx, sql`show enable_hashagg`);
        settings.push(row?.enable_hashagg ?? '');
      },
    });
    expect(reports.every((report) => report.rows === 0)).toBe(true);
    expect(new Set(settings)).toEqual(new Set(['off']));
    const [after] = await t.database.query<{ enable_hashagg: string }>(sql`show enable_hashagg`);
    expect(after?.enable_hashagg).toBe('on');
    expect(await rowsOf(customer)).toEqual(before);
  });

  it('go with the customer when the customer is deleted', async () => {
    const before = await rowsOf(customer);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    await t.database.query(sql`delete from customer where id = ${customer}::uuid`);
    expect(await rowsOf(customer)).toEqual(Object.fromEntries(KEYLESS.map((table) => [table, 0])));
  });
});
