import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundDetailResponse } from '@fund-direct/domain/contracts';
import { ApiError, http } from '../../../lib/http.ts';

// GET /api/content/fund/detail?fundCode=. Silent: the page shows its own not-found and error states.
export function fetchFundDetail(fundCode: string): Promise<FundDetailResponse> {
  return http.get<FundDetailResponse>('/content/fund/detail', { fundCode }, { noLoading: true, silent: true });
}

export function fundDetailOptions(fundCode: string) {
  return queryOptions({ queryKey: ['fund', 'detail', fundCode], queryFn: () => fetchFundDetail(fundCode) });
}

export function useFundDetail(fundCode: string) {
  return useQuery(fundDetailOptions(fundCode));
}

// 1405 (unknown fund) and 1001 (a malformed code) both mean: there is no such fund.
export function isFundNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === '1405' || error.code === '1001' || error.status === 404);
}
