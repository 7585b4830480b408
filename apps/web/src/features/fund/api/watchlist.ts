import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BehaviourAckResponse, BehaviourRefRequest } from '@fund-direct/domain/contracts';
import { WATCHLIST_REF_TYPE } from '@fund-direct/domain/constants';
import { addBehaviour } from '@/api/account/behaviour-add.ts';
import { deleteBehaviour } from '@/api/account/behaviour-delete.ts';
import { COLLECT_LIST_KEY, collectListOptions, wholeCollectList } from '@/api/account/collect-list.ts';

// The codes on the watchlist (collect list, own_select), for the detail page's star.
export function useWatchedFunds(token: string | null) {
  return useQuery({
    ...collectListOptions(token, wholeCollectList(WATCHLIST_REF_TYPE)),
    enabled: token !== null,
    select: (response) => new Set(response.list.map((item) => item.refObjectId)),
  });
}

// Behaviour add and delete with refType own_select (§4).
export function setWatched(fundCode: string, watched: boolean): Promise<BehaviourAckResponse> {
  const body: BehaviourRefRequest = { refType: WATCHLIST_REF_TYPE, refObjectId: fundCode };
  return watched ? addBehaviour(body) : deleteBehaviour(body);
}

export function useSetWatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fundCode, watched }: { fundCode: string; watched: boolean }) => setWatched(fundCode, watched),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: COLLECT_LIST_KEY }),
        client.invalidateQueries({ queryKey: ['fund', 'list'] }),
      ]);
    },
  });
}
