import { queryOptions, useQuery } from '@tanstack/react-query';
import { awardListResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// GET /api/content/award-wall/list
export function fetchAwardWall() {
  return http.get('/content/award-wall/list', undefined, { schema: awardListResponse, noLoading: true });
}

export function awardWallOptions() {
  return queryOptions({ queryKey: ['content', 'award-wall'], queryFn: fetchAwardWall, staleTime: 10 * 60_000 });
}

export function useAwardWall() {
  return useQuery(awardWallOptions());
}
