import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsNoticeSaved } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import type { NoticeSaveBody } from './notice-create.ts';
import { OPS_NOTICES_ROOT } from './ops-notice-list.ts';

// PUT /api/ops/notices/:id: the draft's new text (a draft or an unpublished notice; the result is a draft).
export function updateNotice(id: number, body: NoticeSaveBody): Promise<{ id: number }> {
  return opsRequest(`/notices/${id}`, { method: 'PUT', body, schema: opsNoticeSaved });
}

export function useUpdateNotice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeSaveBody) => updateNotice(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_NOTICES_ROOT }),
  });
}
