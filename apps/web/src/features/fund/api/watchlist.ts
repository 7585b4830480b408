import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BehaviourAckResponse, CollectListResponse } from '@fund-direct/domain/contracts';
import { WATCHLIST_REF_TYPE } from '@fund-direct/domain/constants';
import { http } from '../../../lib/http.ts';

// The largest page the collect list serves: the watched funds of one customer.
const WATCHED_PAGE_SIZE = 100;

// POST /api/account/collect/list (own_select): the codes on the watchlist, for the detail page.
export function fetchWatchedFunds(): Promise<CollectListResponse> {
  return http.post<CollectListResponse>(
    '/account/collect/list',
    { refType: WATCHLIST_REF_TYPE, pageNum: 1, pageSize: WATCHED_PAGE_SIZE },
    { noLoading: true },
  );
}

export function watchedFundsOptions(token: string | null) {
  return queryOptions({
    queryKey: ['behaviour', 'watched-funds', token],
    queryFn: async () => new Set((await fetchWatchedFunds()).list.map((item) => item.refObjectId)),
  });
}

export function useWatchedFunds(token: string | null) {
  return useQuery({ ...watchedFundsOptions(token), enabled: token !== null });
}

// POST /api/account/behaviour/add and /delete with refType own_select (§4).
export function setWatched(fundCode: string, watched: boolean): Promise<BehaviourAckResponse> {
  const path = watched ? '/account/behaviour/add' : '/account/behaviour/delete';
  return http.post<BehaviourAckResponse>(path, { refType: WATCHLIST_REF_TYPE, refObjectId: fundCode });
}

export function useSetWatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fundCode, watched }: { fundCode: string; watched: boolean }) => setWatched(fundCode, watched),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['behaviour'] }),
        client.invalidateQueries({ queryKey: ['fund', 'list'] }),
      ]);
    },
  });
}
