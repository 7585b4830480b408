import { queryOptions, useQuery } from '@tanstack/react-query';
import { managerListResponse } from '@fund-direct/domain/contracts';
import type { z } from 'zod';
import { http } from '@/lib/http.ts';

export type ManagerListResponse = z.infer<typeof managerListResponse>;

// POST /api/content/manager/list: every manager (§9 page size 1000), for the screener's manager choice.
export function fetchManagerList(): Promise<ManagerListResponse> {
  return http.post('/content/manager/list', {}, { noLoading: true, silent: true, schema: managerListResponse });
}

export function managerListOptions() {
  return queryOptions({ queryKey: ['fund', 'manager-list'], queryFn: fetchManagerList, staleTime: 10 * 60_000 });
}

export function useManagerList(enabled: boolean) {
  return useQuery({ ...managerListOptions(), enabled });
}
