import { staffProposalResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { staffProposalsQuery } from './staff-proposals.ts';

// POST /api/ops/staff/:id/reset: a proposal; the approving administrator receives the new one-time password.
export function resetStaff(id: string) {
  return opsRequest(`/staff/${encodeURIComponent(id)}/reset`, { method: 'POST', schema: staffProposalResponse });
}

export function useResetStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffProposalsQuery.queryKey }),
  });
}
