import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { migrate } from '../../db/migrate.ts';
import { rowsOf } from '../../db/rows.ts';
import { newestLedgerId } from './history-cash-flows.repository.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase(async (database) => void (await migrate(database)), 'history-version-plan:migrated');
});

afterAll(async () => {
  await test.drop();
});

class Rollback extends Error {}

describe("a customer's newest ledger id (the income answers' version)", () => {
  it("is read from the customer's rows, not by walking everybody's ids from the newest", async () => {
    const customer = randomUUID();
    let plan = '';
    let newest: string | null = null;
    let own: string | null = null;
    await expect(
      test.database.db.transaction(async (tx) => {
        const ledger = (who: string, count: number) =>
          tx.execute(sql`insert into share_ledger (customer_id, fund_code, kind, effective_date, created_at)
            select ${who}::uuid, '000512', 'purchase', date '2026-01-05' + (i % 200), now() from generate_series(1, ${count}::int) i`);
        await ledger(customer, 30);
        // Everybody else's history came later: their ids are all newer.
        await ledger(randomUUID(), 3000);
        await tx.execute(sql`analyze share_ledger`);
        [{ newest } = { newest: null }] = await rowsOf<{ newest: string | null }>(
          tx,
          sql`select ${newestLedgerId(customer)}::text as newest`,
        );
        [{ own } = { own: null }] = await rowsOf<{ own: string | null }>(
          tx,
          sql`select id::text as own from share_ledger where customer_id = ${customer}::uuid order by id desc limit 1`,
        );
        const rows = await rowsOf<Record<string, string>>(tx, sql`explain select ${newestLedgerId(customer)}`);
        plan = rows.map((row) => Object.values(row)[0]).join('\n');
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(newest).not.toBeNull();
    expect(newest).toBe(own);
    expect(plan).not.toContain('Backward');
  });
});
