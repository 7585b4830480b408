import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fundListResponse, type FundListRequest, type FundListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export type FundListParams = Partial<FundListRequest>;

// POST /api/content/fund/list
export function fetchFundList(body: FundListParams): Promise<FundListResponse> {
  return http.post('/content/fund/list', body, { noLoading: true, schema: fundListResponse });
}

// isCollect depends on the session, so the token is part of the key.
export function fundListOptions(body: FundListParams, token: string | null) {
  return queryOptions({
    queryKey: ['fund', 'list', body, token],
    queryFn: () => fetchFundList(body),
    placeholderData: keepPreviousData,
  });
}

export function useFundList(body: FundListParams, token: string | null) {
  return useQuery(fundListOptions(body, token));
}
