import { searchResponse, type SearchResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/content/search. §8: failures stay silent; no loading overlay while typing.
export function fetchSearch(keyWord: string, signal: AbortSignal): Promise<SearchResponse> {
  return http.post('/content/search', { keyWord, isMoreFilter: 1 }, { schema: searchResponse, silent: true, noLoading: true, signal });
}
