import { normalizeKeyword } from '@fund-direct/domain/search';
import type { DatabaseHandle } from '../../db/database.ts';
import { addKeywordCounts } from './search.repository.ts';

const FLUSH_INTERVAL_MS = 5_000;

export interface KeywordCounter {
  // Counts one search that found something; written to the database in batches.
  count(keyword: string): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

// Hot keywords are counted server-side (issue 5) without a database write per search.
export function createKeywordCounter(database: DatabaseHandle, onError: (error: unknown) => void): KeywordCounter {
  let pending = new Map<string, number>();
  const flush = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await addKeywordCounts(database, batch);
    } catch (error) {
      onError(error);
    }
  };
  const timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
  timer.unref();
  return {
    count(keyword) {
      const word = normalizeKeyword(keyword);
      if (word !== '') pending.set(word, (pending.get(word) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
