import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { preparedPerExecutor } from './prepared.ts';

const probe = pgTable('prepared_probe', { id: integer('id').primaryKey(), name: text('name').notNull() });

class Rollback extends Error {}

describe('queries built once per executor (preparedPerExecutor)', () => {
  let test: TestDatabase;
  let builds = 0;
  const byId = preparedPerExecutor('prepared_probe_by_id', (db) => {
    builds += 1;
    return db
      .select()
      .from(probe)
      .where(eq(probe.id, sql.placeholder('id')));
  });

  beforeAll(async () => {
    test = await openTestDatabase();
    await test.database.query(`create table prepared_probe (id integer primary key, name text not null)`);
    await test.database.query(`insert into prepared_probe values (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await test.drop();
  });

  it('builds the query once for the database and runs it with each call’s values', async () => {
    const { db } = test.database;
    builds = 0;
    expect(await byId(db).execute({ id: 1 })).toEqual([{ id: 1, name: 'one' }]);
    expect(await byId(db).execute({ id: 2 })).toEqual([{ id: 2, name: 'two' }]);
    expect(await byId(db).execute({ id: 3 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs on the transaction it is given: it sees the transaction’s own rows, the database does not', async () => {
    const { db } = test.database;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(probe).values({ id: 3, name: 'three' });
        expect(await byId(tx).execute({ id: 3 })).toEqual([{ id: 3, name: 'three' }]);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await byId(db).execute({ id: 3 })).toEqual([]);
  });
});
