import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsFundDetailResponse, type OpsFundDetailResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { OPS_FUNDS_ROOT } from './ops-fund-list.ts';

// GET /api/ops/funds/:code: every editable section of one fund, and the managers it can name.
export function fetchOpsFundDetail(code: string): Promise<OpsFundDetailResponse> {
  return opsRequest(`/funds/${encodeURIComponent(code)}`, { schema: opsFundDetailResponse });
}

export function opsFundDetailOptions(code: string) {
  return queryOptions({ queryKey: [...OPS_FUNDS_ROOT, 'detail', code], queryFn: () => fetchOpsFundDetail(code) });
}

export function useOpsFundDetail(code: string) {
  return useQuery(opsFundDetailOptions(code));
}
