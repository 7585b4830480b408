import { staffProposalResponse } from '@fund-direct/domain/contracts/ops';
import type { StaffRole } from '@fund-direct/domain/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { staffProposalsQuery } from './staff-proposals.ts';

// POST /api/ops/staff/:id/role {role}: a proposal; the new role applies at the staff member's next login.
export function changeRole({ id, role }: { id: string; role: StaffRole }) {
  return opsRequest(`/staff/${encodeURIComponent(id)}/role`, { method: 'POST', body: { role }, schema: staffProposalResponse });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffProposalsQuery.queryKey }),
  });
}
