import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareInfoResponse, type ShareInfoResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/query/share-info: the logged-in customer's holdings and their summary (total assets, yesterday's income).
// firstflag 1 (the default) lists the holdings held now; 0 also the ones redeemed to zero, so the detail page of an
// emptied holding still shows its history.
export function fetchShareInfo(firstflag: '0' | '1'): Promise<ShareInfoResponse> {
  return http.get('/query/share-info', { firstflag }, { noLoading: true, schema: shareInfoResponse });
}

export function allShareInfoOptions() {
  return queryOptions({ queryKey: ['assets', 'share-info', '0'], queryFn: () => fetchShareInfo('0'), staleTime: 0 });
}

export function useAllShareInfo() {
  return useQuery(allShareInfoOptions());
}

export function assetsSummaryOptions() {
  return queryOptions({ queryKey: ['assets', 'share-info', '1'], queryFn: () => fetchShareInfo('1'), staleTime: 30_000 });
}

export function useAssetsSummary(enabled: boolean) {
  return useQuery({ ...assetsSummaryOptions(), enabled });
}
