import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareInfoResponse, type ShareInfoResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/query/share-info: the logged-in customer's holdings and their summary (total assets, yesterday's income).
export function fetchAssetsSummary(): Promise<ShareInfoResponse> {
  return http.get('/query/share-info', {}, { noLoading: true, schema: shareInfoResponse });
}

export function assetsSummaryOptions() {
  return queryOptions({ queryKey: ['assets', 'share-info', 'summary'], queryFn: fetchAssetsSummary, staleTime: 30_000 });
}

export function useAssetsSummary(enabled: boolean) {
  return useQuery({ ...assetsSummaryOptions(), enabled });
}
