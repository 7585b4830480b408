import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsNoticeSaved, type noticeSaveRequest } from '@fund-direct/domain/contracts/ops';
import type { z } from 'zod';
import { opsRequest } from '@/lib/http.ts';
import { OPS_NOTICES_ROOT } from './ops-notice-list.ts';

export type NoticeSaveBody = z.input<typeof noticeSaveRequest>;

// POST /api/ops/notices: a new draft (not on the site until submitted and approved).
export function createNotice(body: NoticeSaveBody): Promise<{ id: number }> {
  return opsRequest('/notices', { method: 'POST', body, schema: opsNoticeSaved });
}

export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createNotice, onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_NOTICES_ROOT }) });
}
