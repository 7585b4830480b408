import { emptyResponse } from '@fund-direct/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { staffListQuery } from './staff-list.ts';

// POST /api/ops/staff/:id/unlock: clears the account's failed logins from every address (audited, takes effect at once).
export function unlockStaff(id: string) {
  return opsRequest(`/staff/${encodeURIComponent(id)}/unlock`, { method: 'POST', schema: emptyResponse });
}

export function useUnlockStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlockStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }) });
}
