import { staffOneTimePasswordResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { staffListQuery } from './staff-list.ts';

// POST /api/ops/staff/:id/reset: a new one-time password (and a new authenticator enrolment at the next login).
export function resetStaff(id: string) {
  return opsRequest(`/staff/${encodeURIComponent(id)}/reset`, { method: 'POST', schema: staffOneTimePasswordResponse });
}

export function useResetStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }) });
}
