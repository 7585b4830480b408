import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundDetailResponse, type FundDetailResponse } from '@fund-direct/domain/contracts';
import { ApiError, http } from '@/lib/http.ts';

// GET /api/content/fund/detail?fundCode=: the fund pages and the trade pages share one key, so a customer coming
// from the detail page waits for nothing. Silent: each page shows its own not-found and error states.
export function fetchFundDetail(fundCode: string): Promise<FundDetailResponse> {
  return http.get('/content/fund/detail', { fundCode }, { noLoading: true, silent: true, schema: fundDetailResponse });
}

export function fundDetailOptions(fundCode: string) {
  return queryOptions({ queryKey: ['content', 'fund-detail', fundCode], queryFn: () => fetchFundDetail(fundCode) });
}

export function useFundDetail(fundCode: string) {
  return useQuery(fundDetailOptions(fundCode));
}

// 1405 (unknown fund) and 1001 (a malformed code) both mean: there is no such fund.
export function isFundNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === '1405' || error.code === '1001' || error.status === 404);
}
