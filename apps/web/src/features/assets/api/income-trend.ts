import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trendAllResponse, type IncomePeriod, type TrendAllResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export const INCOME_TREND_KEY = ['assets', 'trend-all'] as const;

// POST /api/query/trend-all { period }: cumulative income, income rate and market value per day, with
// the money-weighted annualised return (XIRR) of the account and of each holding.
export function fetchIncomeTrend(period: IncomePeriod): Promise<TrendAllResponse> {
  return http.post('/query/trend-all', { period }, { noLoading: true, schema: trendAllResponse });
}

export function incomeTrendOptions(period: IncomePeriod) {
  return queryOptions({ queryKey: [...INCOME_TREND_KEY, period], queryFn: () => fetchIncomeTrend(period) });
}

export function useIncomeTrend(period: IncomePeriod) {
  return useQuery({ ...incomeTrendOptions(period), placeholderData: keepPreviousData });
}
