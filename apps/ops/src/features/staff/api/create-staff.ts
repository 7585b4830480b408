import { staffProposalResponse, type staffCreateBody } from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { opsRequest } from '@/lib/http.ts';
import { staffProposalsQuery } from './staff-proposals.ts';

export type NewStaff = z.input<typeof staffCreateBody>;

// POST /api/ops/staff: a proposal; the account exists once another administrator approves it.
export function createStaff(body: NewStaff) {
  return opsRequest('/staff', { method: 'POST', body, schema: staffProposalResponse });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffProposalsQuery.queryKey }),
  });
}
