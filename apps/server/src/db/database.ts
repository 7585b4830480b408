import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Config } from '../config.ts';

// One type for both drivers: repositories only use the query builder of the common base class.
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
// What a repository accepts: the database or an open transaction.
export type DbExecutor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  // Raw SQL with rows normalised across drivers (PGlite answers { rows }, postgres.js an array).
  query<Row = Record<string, unknown>>(statement: SQL | string, executor?: DbExecutor): Promise<Row[]>;
  // `select 1` by the cheapest path of the driver (the health check).
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions = Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemory'>;

export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

async function runQuery<Row>(executor: DbExecutor, statement: SQL | string): Promise<Row[]> {
  const result = (await executor.execute(statement)) as unknown;
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      query: (statement, executor = db) => runQuery(executor, statement),
      ping: async () => void (await client`select 1`),
      close: () => client.end({ timeout: 5 }),
    };
  }
  let client: PGlite;
  if (options.inMemory) {
    client = new PGlite();
  } else {
    const directory = pgliteDirectory(options.dataDir);
    await mkdir(directory, { recursive: true });
    client = new PGlite(directory);
  }
  return wrapPglite(client);
}

export async function wrapPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    query: (statement, executor = db) => runQuery(executor, statement),
    // The simple query protocol skips parse/describe round trips inside PGlite.
    ping: async () => void (await client.exec('select 1')),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
