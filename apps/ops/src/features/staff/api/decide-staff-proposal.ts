import { emptyResponse } from '@fund-direct/domain/contracts';
import { proposalApproveResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { staffListQuery } from './staff-list.ts';
import { staffProposalsQuery } from './staff-proposals.ts';

// POST /api/ops/staff/proposals/:id/approve (staff.approve): answers the one-time password of a created or reset
// account, shown once. The server refuses one's own proposal, one about one's own account and, within the cooling
// period, one whose proposer made or reset one's account: the refusal's message says which.
export function approveStaffProposal(id: string) {
  return opsRequest(`/staff/proposals/${encodeURIComponent(id)}/approve`, { method: 'POST', schema: proposalApproveResponse });
}

export function rejectStaffProposal({ id, reason }: { id: string; reason: string }) {
  return opsRequest(`/staff/proposals/${encodeURIComponent(id)}/reject`, { method: 'POST', body: { reason }, schema: emptyResponse });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffProposalsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
    ]);
}

export function useApproveStaffProposal() {
  return useMutation({ mutationFn: approveStaffProposal, onSettled: useRefresh() });
}

export function useRejectStaffProposal() {
  return useMutation({ mutationFn: rejectStaffProposal, onSettled: useRefresh() });
}
