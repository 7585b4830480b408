import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundDetailResponse, type FundDetailResponse } from '@fund-direct/domain/contracts';
import { ApiError, http } from '../../../lib/http.ts';

// GET /api/content/fund/detail?fundCode=: the fund a trade page is about (name, code, risk level,
// status, minimums). Same key as the fund pages, so a customer coming from the detail page waits for nothing.
export function fetchTradeFund(fundCode: string): Promise<FundDetailResponse> {
  return http.get('/content/fund/detail', { fundCode }, { noLoading: true, silent: true, schema: fundDetailResponse });
}

export function tradeFundOptions(fundCode: string) {
  return queryOptions({ queryKey: ['fund', 'detail', fundCode], queryFn: () => fetchTradeFund(fundCode) });
}

export function useTradeFund(fundCode: string) {
  return useQuery(tradeFundOptions(fundCode));
}

// 1405 (unknown fund) and 1001 (a malformed code) both mean there is no such fund.
export function isFundMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.code === '1405' || error.code === '1001' || error.status === 404);
}
