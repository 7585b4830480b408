import { useMutation, useQueryClient } from '@tanstack/react-query';
import { behaviourAckResponse, type BehaviourRefRequest } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/account/behaviour/delete
export function removeCollect(body: BehaviourRefRequest) {
  return http.post('/account/behaviour/delete', { ...body }, { schema: behaviourAckResponse });
}

export function useRemoveCollect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCollect,
    // The fund pages' stars read the same watchlist.
    onSuccess: () => client.invalidateQueries({ queryKey: ['behaviour'] }),
  });
}
