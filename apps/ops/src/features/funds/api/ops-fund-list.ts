import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { opsFundListResponse, type OpsFundListResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const OPS_FUNDS_ROOT = ['ops', 'funds'] as const;

export interface OpsFundListParams {
  keyword: string;
  page: number;
  pageSize: number;
}

// GET /api/ops/funds: funds by code or name, a page at a time.
export function fetchOpsFundList(params: OpsFundListParams): Promise<OpsFundListResponse> {
  return opsRequest('/funds', { params: { ...params }, schema: opsFundListResponse });
}

export function opsFundListOptions(params: OpsFundListParams) {
  return queryOptions({ queryKey: [...OPS_FUNDS_ROOT, 'list', params], queryFn: () => fetchOpsFundList(params) });
}

export function useOpsFundList(params: OpsFundListParams) {
  return useQuery({ ...opsFundListOptions(params), placeholderData: keepPreviousData });
}
