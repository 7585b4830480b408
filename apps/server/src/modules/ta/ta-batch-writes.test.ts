import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotePurchase, toDecimal } from '@fund-direct/domain/money';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { purchaseFeeSql, purchaseTiersCte } from './sql-rounding.ts';
import { purchaseTiers } from './ta.test-support.ts';

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
    const [table] = await t.database.query<{ options: string[] | null }>(`select reloptions as options from pg_class where oid = 'trade_order'::regclass`);
    expect(table?.options).toContain('fillfactor=50');
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
      const around = edges.flatMap((edge) => [edge, edge.minus('0.01'), edge.plus('0.01')]).filter((amount) => amount.isPositive() && !amount.isZero());
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
