import { proposalDetailResponse } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// GET /api/ops/proposals/:id (proposal.view): the proposal with its before/after and the result of applying it.
export const proposalDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['ops', 'proposals', 'detail', id],
    queryFn: ({ signal }) => opsRequest(`/proposals/${encodeURIComponent(id)}`, { schema: proposalDetailResponse, signal }),
  });

export function useProposalDetail(id: string | null) {
  return useQuery({ ...proposalDetailQuery(id ?? ''), enabled: id !== null });
}
