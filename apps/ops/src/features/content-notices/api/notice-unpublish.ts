import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsProposalCreated, type OpsProposalCreated } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { OPS_NOTICES_ROOT } from './ops-notice-list.ts';

// POST /api/ops/notices/:id/unpublish: a 'notice.unpublish' proposal; the notice stays live until a checker approves.
export function requestUnpublish(id: number, reason: string): Promise<OpsProposalCreated> {
  return opsRequest(`/notices/${id}/unpublish`, { method: 'POST', body: { reason }, schema: opsProposalCreated });
}

export function useRequestUnpublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => requestUnpublish(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_NOTICES_ROOT }),
  });
}
