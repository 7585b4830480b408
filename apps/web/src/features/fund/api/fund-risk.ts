import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundRiskResponse, type FundRiskResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/fund/risk?fundCode=
export function fetchFundRisk(fundCode: string): Promise<FundRiskResponse> {
  return http.get('/content/fund/risk', { fundCode }, { noLoading: true, schema: fundRiskResponse });
}

export function fundRiskOptions(fundCode: string) {
  return queryOptions({ queryKey: ['fund', 'risk', fundCode], queryFn: () => fetchFundRisk(fundCode) });
}

export function useFundRisk(fundCode: string) {
  return useQuery(fundRiskOptions(fundCode));
}
