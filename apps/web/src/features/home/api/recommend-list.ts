import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendListResponse, type RecommendListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/recommend/list
export function fetchRecommendList(): Promise<RecommendListResponse> {
  return http.get('/content/recommend/list', undefined, { noLoading: true, schema: recommendListResponse });
}

export function recommendListOptions() {
  return queryOptions({ queryKey: ['home', 'recommend-list'], queryFn: fetchRecommendList });
}

export function useRecommendList() {
  return useQuery(recommendListOptions());
}
