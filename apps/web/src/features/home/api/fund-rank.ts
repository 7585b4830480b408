import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingPeriod } from '@fund-direct/domain/codes';
import { fundRankResponse, type FundRankResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export const HOME_RANK_LIMIT = 10;

// GET /api/content/fund/rank?period=&order=&limit=
export function fetchFundRank(period: RankingPeriod): Promise<FundRankResponse> {
  return http.get('/content/fund/rank', { period, order: 'desc', limit: HOME_RANK_LIMIT }, { noLoading: true, schema: fundRankResponse });
}

export function fundRankOptions(period: RankingPeriod) {
  return queryOptions({ queryKey: ['home', 'fund-rank', period], queryFn: () => fetchFundRank(period), placeholderData: keepPreviousData });
}

export function useFundRank(period: RankingPeriod, enabled: boolean) {
  return useQuery({ ...fundRankOptions(period), enabled });
}
