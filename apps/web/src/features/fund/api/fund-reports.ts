import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundReportsResponse, type FundReportsResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/fund/reports?fundCode=
export function fetchFundReports(fundCode: string): Promise<FundReportsResponse> {
  return http.get('/content/fund/reports', { fundCode }, { noLoading: true, schema: fundReportsResponse });
}

export function fundReportsOptions(fundCode: string) {
  return queryOptions({ queryKey: ['fund', 'reports', fundCode], queryFn: () => fetchFundReports(fundCode) });
}

export function useFundReports(fundCode: string) {
  return useQuery(fundReportsOptions(fundCode));
}
