import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';

// How much of the database connection pool is in use, for the metrics: neither driver reports it, so the handle
// counts its own work. PostgreSQL: statements outside a transaction and open transactions each hold a connection
// from the call until they settle (so beyond `size` they wait for one). PGlite: one engine, statements in flight.
export interface PoolUse {
  size: number;
  inFlight: number;
}

export interface PoolCounter {
  readonly use: PoolUse;
}

interface Thenable {
  then: (...args: unknown[]) => unknown;
}

// A postgres.js query runs when first awaited (its `then`); it is counted from then until it settles.
function countWhenRun(query: Thenable, use: PoolUse): void {
  const then = query.then;
  let started = false;
  query.then = function (this: Thenable, ...args: unknown[]) {
    if (!started) {
      started = true;
      use.inFlight += 1;
      const done = () => void (use.inFlight -= 1);
      then.call(this, done, done);
    }
    return then.apply(this, args);
  };
}

async function counted<T>(use: PoolUse, run: () => Promise<T>): Promise<T> {
  use.inFlight += 1;
  try {
    return await run();
  } finally {
    use.inFlight -= 1;
  }
}

export function countPostgresUse(client: postgres.Sql, size: number): { client: postgres.Sql; counter: PoolCounter } {
  const use: PoolUse = { size, inFlight: 0 };
  const proxy = new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<postgres.Sql['unsafe']>) => {
          const query = target.unsafe(...args);
          countWhenRun(query as unknown as Thenable, use);
          return query;
        };
      }
      if (property === 'begin') {
        return (...args: unknown[]) => counted(use, () => (target.begin as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { client: proxy, counter: { use } };
}

export function countPgliteUse(client: PGlite): { client: PGlite; counter: PoolCounter } {
  const use: PoolUse = { size: 1, inFlight: 0 };
  const proxy = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...a: unknown[]) => unknown;
      if (property === 'query' || property === 'exec' || property === 'transaction') {
        return (...args: unknown[]) => counted(use, async () => method.apply(target, args));
      }
      return method.bind(target);
    },
  });
  return { client: proxy, counter: { use } };
}
