import { queryOptions, useQuery } from '@tanstack/react-query';
import { managerDetailResponse, type ManagerDetailResponse } from '@fund-direct/domain/contracts';
import { ApiError, http } from '@/lib/http.ts';

// GET /api/content/manager/detail?manId=. Silent: the page shows its own not-found state.
export function fetchManagerDetail(manId: string): Promise<ManagerDetailResponse> {
  return http.get('/content/manager/detail', { manId }, { noLoading: true, silent: true, schema: managerDetailResponse });
}

export function managerDetailOptions(manId: string) {
  return queryOptions({ queryKey: ['manager', 'detail', manId], queryFn: () => fetchManagerDetail(manId) });
}

export function useManagerDetail(manId: string) {
  return useQuery(managerDetailOptions(manId));
}

export function isManagerNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === '1405' || error.code === '1001' || error.status === 404);
}
