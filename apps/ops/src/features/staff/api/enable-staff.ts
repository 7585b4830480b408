import { staffProposalResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { staffProposalsQuery } from './staff-proposals.ts';

// POST /api/ops/staff/:id/enable: a proposal; a disabled account signs in again once another administrator approves.
export function enableStaff(id: string) {
  return opsRequest(`/staff/${encodeURIComponent(id)}/enable`, { method: 'POST', schema: staffProposalResponse });
}

export function useEnableStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffProposalsQuery.queryKey }),
  });
}
