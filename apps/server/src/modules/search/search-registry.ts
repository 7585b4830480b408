import type { DatabaseHandle } from '../../db/database.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchKind } from './search-source.ts';

// The indexes built over each database, so that a CLI command run in the server process (seed, nav import)
// can refresh the index of the app that serves the same data.
const registry = new WeakMap<DatabaseHandle, Set<SearchIndex>>();

export function registerSearchIndex(database: DatabaseHandle, index: SearchIndex): () => void {
  const set = registry.get(database) ?? new Set<SearchIndex>();
  set.add(index);
  registry.set(database, set);
  return () => void set.delete(index);
}

export async function refreshSearchIndexes(database: DatabaseHandle, kind: SearchKind | 'all' = 'all'): Promise<void> {
  for (const index of registry.get(database) ?? []) await index.refresh(kind);
}

export function searchIndexesOf(database: DatabaseHandle): SearchIndex[] {
  return [...(registry.get(database) ?? [])];
}
