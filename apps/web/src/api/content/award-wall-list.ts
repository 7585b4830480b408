import { queryOptions, useQuery } from '@tanstack/react-query';
import { awardListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/award-wall/list: the home page's awards and the about page's award wall.
export function fetchAwardWall() {
  return http.get('/content/award-wall/list', undefined, { schema: awardListResponse, noLoading: true });
}

export function awardWallOptions() {
  return queryOptions({ queryKey: ['content', 'award-wall'], queryFn: fetchAwardWall, staleTime: 30 * 60_000 });
}

export function useAwardWall(enabled = true) {
  return useQuery({ ...awardWallOptions(), enabled });
}
