import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.ts';
import type { DbExecutor } from './database.ts';

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL statements', () => {
  it('are prepared once per connection, in transactions and savepoints too', async () => {
    const test = await openTestDatabase();
    const { database } = test;
    // pg_prepared_statements lists the statements of the connection that asks.
    const preparedCount = async (marker: string, executor: DbExecutor) => {
      const rows = await database.query<{ n: number }>(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
        executor,
      );
      return rows[0]?.n;
    };
    try {
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i += 1) await tx.execute(sql`select ${i}::int as marker_in_transaction`);
        expect(await preparedCount('marker_in_transaction', tx)).toBe(1);
        expect(await preparedCount('marker_never_sent', tx)).toBe(0);
        await tx.transaction(async (inner) => {
          await inner.execute(sql`select ${1}::int as marker_in_savepoint`);
          expect(await preparedCount('marker_in_savepoint', inner)).toBe(1);
        });
      });
      // Answers are those of unprepared statements: typed parameters, numeric kept exact.
      const [row] = await database.query<{ total: string }>(sql`select (${'0.10'}::numeric + ${'0.20'}::numeric)::text as total`);
      expect(row?.total).toBe('0.30');
    } finally {
      await test.drop();
    }
  });
});
