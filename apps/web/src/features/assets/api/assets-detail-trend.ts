import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trendResponse, type IncomePeriod, type TrendResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/query/trend { fundCode, period }: the fund's NAV line with the customer's buy and sell
// points, and the holding's daily and cumulative income.
export function fetchHoldingTrend(fundCode: string, period: IncomePeriod): Promise<TrendResponse> {
  return http.post('/query/trend', { fundCode, period }, { noLoading: true, schema: trendResponse });
}

export function holdingTrendOptions(fundCode: string, period: IncomePeriod) {
  return queryOptions({
    queryKey: ['assets', 'trend', fundCode, period],
    queryFn: () => fetchHoldingTrend(fundCode, period),
    placeholderData: keepPreviousData,
  });
}

export function useHoldingTrend(fundCode: string, period: IncomePeriod) {
  return useQuery(holdingTrendOptions(fundCode, period));
}
