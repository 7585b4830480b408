import { emptyResponse } from '@fund-direct/domain/contracts';
import { proposalApproveResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/proposals/:id/approve and /reject {reason} (proposal.approve). The server refuses one's own proposal
// (2409) and one already decided (2410); either way the lists are refetched so the page shows what is true now.
export function approveProposal(id: string) {
  return opsRequest(`/proposals/${encodeURIComponent(id)}/approve`, { method: 'POST', schema: proposalApproveResponse });
}

export function rejectProposal({ id, reason }: { id: string; reason: string }) {
  return opsRequest(`/proposals/${encodeURIComponent(id)}/reject`, { method: 'POST', body: { reason }, schema: emptyResponse });
}

function useRefreshProposals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['ops', 'proposals'] }),
      queryClient.invalidateQueries({ queryKey: ['ops', 'dashboard'] }),
    ]);
}

export function useApproveProposal() {
  const refresh = useRefreshProposals();
  return useMutation({ mutationFn: approveProposal, onSettled: refresh });
}

export function useRejectProposal() {
  const refresh = useRefreshProposals();
  return useMutation({ mutationFn: rejectProposal, onSettled: refresh });
}
