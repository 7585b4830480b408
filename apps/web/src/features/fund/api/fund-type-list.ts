import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundTypeListResponse } from '@fund-direct/domain/contracts';
import type { z } from 'zod';
import { http } from '@/lib/http.ts';

export type FundTypeListResponse = z.infer<typeof fundTypeListResponse>;

// POST /api/content/fund-type/list: §3 fund types with the number of listed funds each.
export function fetchFundTypeList(): Promise<FundTypeListResponse> {
  return http.post('/content/fund-type/list', {}, { noLoading: true, silent: true, schema: fundTypeListResponse });
}

export function fundTypeListOptions() {
  return queryOptions({ queryKey: ['fund', 'type-list'], queryFn: fetchFundTypeList, staleTime: 10 * 60_000 });
}

export function useFundTypeList() {
  return useQuery(fundTypeListOptions());
}
