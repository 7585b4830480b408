import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsNoticeDetailResponse, type OpsNoticeDetailResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { OPS_NOTICES_ROOT } from './ops-notice-list.ts';

// GET /api/ops/notices/:id: the notice with its body, attachments, state and what may be done with it.
export function fetchOpsNotice(id: number): Promise<OpsNoticeDetailResponse> {
  return opsRequest(`/notices/${id}`, { schema: opsNoticeDetailResponse });
}

export function opsNoticeOptions(id: number) {
  return queryOptions({ queryKey: [...OPS_NOTICES_ROOT, 'detail', id], queryFn: () => fetchOpsNotice(id) });
}

export function useOpsNotice(id: number) {
  return useQuery({ ...opsNoticeOptions(id), enabled: id > 0 });
}
