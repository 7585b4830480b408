import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBehaviour } from '@/api/account/behaviour-delete.ts';
import { COLLECT_LIST_KEY } from '@/api/account/collect-list.ts';

// Behaviour delete from my watchlist; the fund pages' stars and the article buttons read the same list.
export function useRemoveCollect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBehaviour,
    onSuccess: () => client.invalidateQueries({ queryKey: COLLECT_LIST_KEY }),
  });
}
