import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { migrate } from '../../db/migrate.ts';
import { rowsOf } from '../../db/rows.ts';
import { messagePageStatement } from './messages.repository.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase(async (database) => void (await migrate(database)), 'messages-plan:migrated');
});

afterAll(async () => {
  await test.drop();
});

class Rollback extends Error {}

describe('the my-assets messages read', () => {
  // 0037: a customer's dividends since a date come from an index on (customer, ex-date), not from every dividend the
  // customer ever had. The tables are empty here, so sequential scans are ruled out to see the index the plan can use.
  it('reads the dividends of the window through dividend_payment_customer_ex_date_idx', async () => {
    let plan = '';
    await expect(
      test.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const statement = messagePageStatement(randomUUID(), new Date('2026-01-01T00:00:00Z'), '2026-01-01', 20);
        const rows = await rowsOf<Record<string, string>>(tx, sql`explain ${statement}`);
        plan = rows.map((row) => Object.values(row)[0]).join('\n');
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(plan).toContain('dividend_payment_customer_ex_date_idx');
  });
});
