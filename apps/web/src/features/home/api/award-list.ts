import { queryOptions, useQuery } from '@tanstack/react-query';
import type { awardListResponse } from '@fund-direct/domain/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';

export type AwardListResponse = z.infer<typeof awardListResponse>;

// GET /api/content/award-wall/list
export function fetchAwardList(): Promise<AwardListResponse> {
  return http.get<AwardListResponse>('/content/award-wall/list', undefined, { noLoading: true });
}

export function awardListOptions() {
  return queryOptions({ queryKey: ['home', 'award-list'], queryFn: fetchAwardList, staleTime: 30 * 60_000 });
}

export function useAwardList(enabled: boolean) {
  return useQuery({ ...awardListOptions(), enabled });
}
