import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotKeywordListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/search-keyword/list. §8: a failure shows no hot keywords rather than an error.
export function fetchHotKeywords() {
  return http.get('/content/search-keyword/list', undefined, { schema: hotKeywordListResponse, silent: true, noLoading: true });
}

export const hotKeywordsOptions = queryOptions({
  queryKey: ['content', 'search-keyword-list'],
  queryFn: fetchHotKeywords,
  staleTime: 60_000,
});

export function useHotKeywords() {
  return useQuery(hotKeywordsOptions);
}
