// What other modules use of search: refreshing the indexes after data changes.
export { refreshSearchIndexes } from './search-registry.ts';
export type { SearchKind } from './search-source.ts';
