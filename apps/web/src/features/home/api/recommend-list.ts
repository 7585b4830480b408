import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundSummary } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// GET /api/content/recommend/list
export function fetchRecommendList(): Promise<{ list: FundSummary[] }> {
  return http.get<{ list: FundSummary[] }>('/content/recommend/list', undefined, { noLoading: true });
}

export function recommendListOptions() {
  return queryOptions({ queryKey: ['home', 'recommend-list'], queryFn: fetchRecommendList });
}

export function useRecommendList() {
  return useQuery(recommendListOptions());
}
