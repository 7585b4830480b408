import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Config } from '../config.ts';
import { countPgliteUse, countPostgresUse, type PoolUse } from './pool-use.ts';
import { rowsOf } from './rows.ts';

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
  // Runs `work` unless another holder of `key` (another instance sharing PostgreSQL, or this process) is running it:
  // the jobs that must run once across instances (the TA batch) decline instead of queueing behind each other.
  runExclusive<T>(key: number, work: () => Promise<T>): Promise<Exclusive<T>>;
  // PGlite: the data directory as a gzipped tar, taken between queries (a consistent copy while the server runs).
  // PostgreSQL is backed up with its own tools (docs/operations.md).
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
  // Connections the pool may open and the work holding one now (db/pool-use.ts), read by the metrics.
  poolUse(): PoolUse;
}

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

// Transactions a database runs at once: PostgreSQL as many as the pool's connections; PGlite one (its one
// connection would interleave the statements of two).
const concurrentTransactions = new WeakMap<Database, number>();

export function transactionsAtOnce(db: Database): number {
  return concurrentTransactions.get(db) ?? 1;
}

// PGlite: one process holds the data directory, so a key held in this process is held everywhere.
function inProcessExclusive(): DatabaseHandle['runExclusive'] {
  const held = new Set<number>();
  return async (key, work) => {
    if (held.has(key)) return { ran: false };
    held.add(key);
    try {
      return { ran: true, value: await work() };
    } finally {
      held.delete(key);
    }
  };
}

// PostgreSQL: a session advisory lock on a connection reserved for the run. A process that dies drops its connection,
// and the server frees the lock with it, so a crashed instance never blocks the others.
function advisoryExclusive(client: Client): DatabaseHandle['runExclusive'] {
  const local = inProcessExclusive();
  return (key, work) =>
    local(key, async () => {
      const reserved = await client.reserve();
      try {
        const [row] = await reserved<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}::bigint) as locked`;
        if (!row?.locked) return { ran: false } as const;
        try {
          return { ran: true, value: await work() } as const;
        } finally {
          await reserved`select pg_advisory_unlock(${key}::bigint)`;
        }
      } finally {
        reserved.release();
      }
    }).then((outer) => (outer.ran ? outer.value : outer));
}

export type DatabaseOptions = Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemory'>;

export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

// Connections per process to PostgreSQL.
const POOL_SIZE = 10;

type Client = postgres.Sql;
type Scoped = (sql: postgres.TransactionSql) => unknown;

// Drizzle sends raw statements unprepared, which postgres.js does in two round trips (describe, then
// execute) with a fresh plan each time. Statements here come from code, so there are few distinct
// texts: preparing them once per connection saves the round trip and, after a few runs, the planning.
// Transactions and savepoints hand out clients of their own, which get the same treatment.
export function preferPrepared<T extends Client | postgres.TransactionSql>(client: T): T {
  const scoped =
    (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const callback = args.at(-1) as Scoped;
      const call = (client[method as keyof T] as (...a: unknown[]) => unknown).bind(client);
      return call(...args.slice(0, -1), (sql: postgres.TransactionSql) => callback(preferPrepared(sql)));
    };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params?: unknown, options?: postgres.UnsafeQueryOptions) =>
          Array.isArray(params) || params === undefined
            ? target.unsafe(query, params as postgres.ParameterOrJSON<never>[] | undefined, { ...options, prepare: true })
            : target.unsafe(query, [], { ...(params as postgres.UnsafeQueryOptions), prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') return scoped(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: POOL_SIZE, onnotice: () => {} });
    const counting = countPostgresUse(client, POOL_SIZE);
    const db = drizzlePostgres({ client: preferPrepared(counting.client) }) as unknown as Database;
    concurrentTransactions.set(db, POOL_SIZE);
    return {
      db,
      kind: 'postgres',
      query: (statement, executor = db) => rowsOf(executor, statement),
      ping: async () => void (await client`select 1`),
      runExclusive: advisoryExclusive(client),
      dumpDataDir: () => Promise.reject(new Error('PostgreSQL 数据库请用 pg_dump 或 pg_basebackup 备份（见 docs/operations.md）')),
      close: () => client.end({ timeout: 5 }),
      poolUse: () => ({ ...counting.counter.use }),
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
  const counting = countPgliteUse(client);
  const db = drizzlePglite({ client: counting.client }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    query: (statement, executor = db) => rowsOf(executor, statement),
    // The simple query protocol skips parse/describe round trips inside PGlite.
    ping: async () => void (await client.exec('select 1')),
    runExclusive: inProcessExclusive(),
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
    poolUse: () => ({ ...counting.counter.use }),
  };
}
