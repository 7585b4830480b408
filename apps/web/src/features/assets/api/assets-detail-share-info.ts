import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareInfoResponse, type ShareInfoResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/query/share-info?firstflag=0: every holding, also the ones redeemed to zero, so the detail
// page of an emptied holding still shows its history.
export function fetchAllShareInfo(): Promise<ShareInfoResponse> {
  return http.get('/query/share-info', { firstflag: '0' }, { noLoading: true, schema: shareInfoResponse });
}

export function allShareInfoOptions() {
  return queryOptions({ queryKey: ['assets', 'share-info', '0'], queryFn: fetchAllShareInfo, staleTime: 0 });
}

export function useAllShareInfo() {
  return useQuery(allShareInfoOptions());
}
