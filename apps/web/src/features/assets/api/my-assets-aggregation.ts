import { queryOptions, useQuery } from '@tanstack/react-query';
import { aggregationResponse, type AggregationResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export const MY_ASSETS_AGGREGATION_KEY = ['assets', 'aggregation'] as const;

// POST /api/query/aggregation: holdings, in-transit trades, to-dos and messages of the my-assets page
// in one answer (unsigned, §7).
export function fetchMyAssetsAggregation(): Promise<AggregationResponse> {
  return http.post('/query/aggregation', {}, { noLoading: true, schema: aggregationResponse });
}

export function myAssetsAggregationOptions() {
  return queryOptions({ queryKey: MY_ASSETS_AGGREGATION_KEY, queryFn: fetchMyAssetsAggregation, staleTime: 0 });
}

export function useMyAssetsAggregation() {
  return useQuery(myAssetsAggregationOptions());
}
