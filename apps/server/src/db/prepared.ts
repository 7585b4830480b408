import type { DbExecutor } from './database.ts';

// Drizzle builds a query's SQL text from its builder on every run (the select list, an is() check per column): a
// fifth of a millisecond for a wide table, more than the database spends on a primary-key read. A hot read builds it
// once per executor (the database, or a transaction while it lasts) and runs it with its placeholders filled in.
export function preparedPerExecutor<P>(name: string, build: (db: DbExecutor) => { prepare(name: string): P }): (db: DbExecutor) => P {
  const built = new WeakMap<DbExecutor, P>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db).prepare(name);
      built.set(db, prepared);
    }
    return prepared;
  };
}
