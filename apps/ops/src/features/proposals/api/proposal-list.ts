import { proposalListResponse, type proposalListQuery } from '@fund-direct/domain/contracts/ops';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { opsRequest } from '@/lib/http.ts';

export type ProposalFilter = z.infer<typeof proposalListQuery>;

// GET /api/ops/proposals?status&kind&page&pageSize (proposal.view).
export const proposalListQueryOptions = (filter: ProposalFilter) =>
  queryOptions({
    queryKey: ['ops', 'proposals', 'list', filter],
    queryFn: ({ signal }) => opsRequest('/proposals', { params: { ...filter }, schema: proposalListResponse, signal }),
    placeholderData: keepPreviousData,
  });

export function useProposalList(filter: ProposalFilter) {
  return useQuery(proposalListQueryOptions(filter));
}
