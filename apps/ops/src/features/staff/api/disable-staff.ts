import { emptyResponse } from '@fund-direct/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { staffListQuery } from './staff-list.ts';

// POST /api/ops/staff/:id/disable: the account can no longer sign in and its sessions end.
export function disableStaff(id: string) {
  return opsRequest(`/staff/${encodeURIComponent(id)}/disable`, { method: 'POST', schema: emptyResponse });
}

export function useDisableStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }) });
}
