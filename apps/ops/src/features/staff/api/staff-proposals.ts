import { proposalListResponse } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// GET /api/ops/staff/proposals?status=pending (staff.manage): staff changes waiting for a second administrator.
export const staffProposalsQuery = queryOptions({
  queryKey: ['ops', 'staff', 'proposals', 'pending'],
  queryFn: ({ signal }) =>
    opsRequest('/staff/proposals', { params: { status: 'pending', pageSize: 100 }, schema: proposalListResponse, signal }),
});

export function useStaffProposals() {
  return useQuery(staffProposalsQuery);
}
