import type { DbExecutor } from '../../db/database.ts';

// Answers worth keeping between requests: each customer's last answer is kept with the version of
// the history it was computed from (history-cash-flows.repository.ts historyVersion), and computed
// again only when the version moved on. Per process and database: every instance keeps its own;
// the least recently used entry goes first.
export interface VersionedCache<T> {
  // `key` starts with the customer's id (and may go on with what else the answer depends on).
  get(db: DbExecutor, key: string, version: string, compute: () => Promise<T>): Promise<T>;
}

export function createVersionedCache<T>(maxEntries: number): VersionedCache<T> {
  const byDatabase = new WeakMap<DbExecutor, Map<string, { version: string; value: T }>>();
  return {
    async get(db, key, version, compute) {
      let kept = byDatabase.get(db);
      if (!kept) {
        kept = new Map();
        byDatabase.set(db, kept);
      }
      const entry = kept.get(key);
      // Re-inserted on every use, so that the oldest entry is the least recently used.
      kept.delete(key);
      if (entry && entry.version === version) {
        kept.set(key, entry);
        return entry.value;
      }
      const value = await compute();
      kept.set(key, { version, value });
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      return value;
    },
  };
}
