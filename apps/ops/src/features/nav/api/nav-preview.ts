import { navPreviewResponse, type NavPreviewRequest } from '@fund-direct/domain/contracts/ops';
import { useMutation } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/navs/preview: the grid's rows checked, nothing written.
export function previewNavs(request: NavPreviewRequest) {
  return opsRequest('/navs/preview', { method: 'POST', body: request, schema: navPreviewResponse });
}

export function usePreviewNavs() {
  return useMutation({ mutationFn: previewNavs });
}
