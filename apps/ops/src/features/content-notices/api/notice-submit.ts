import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsProposalCreated, type NoticeSubmitRequest, type OpsProposalCreated } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { OPS_NOTICES_ROOT } from './ops-notice-list.ts';

// POST /api/ops/notices/:id/submit: a 'notice.publish' proposal; the notice is live once a checker approves it.
export function submitNotice(id: number, body: NoticeSubmitRequest): Promise<OpsProposalCreated> {
  return opsRequest(`/notices/${id}/submit`, { method: 'POST', body, schema: opsProposalCreated });
}

export function useSubmitNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note?: string }) => submitNotice(id, note ? { note } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_NOTICES_ROOT }),
  });
}
