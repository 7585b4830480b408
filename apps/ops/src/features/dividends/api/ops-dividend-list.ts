import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsDividendListResponse, type OpsDividendListResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const OPS_DIVIDENDS_ROOT = ['ops', 'dividends'] as const;

// GET /api/ops/dividends?fundCode: declarations, newest ex-date first, with the holders the batch has paid.
export function fetchOpsDividends(fundCode: string): Promise<OpsDividendListResponse> {
  return opsRequest('/dividends', { params: { fundCode }, schema: opsDividendListResponse });
}

export function opsDividendsOptions(fundCode: string) {
  return queryOptions({ queryKey: [...OPS_DIVIDENDS_ROOT, fundCode], queryFn: () => fetchOpsDividends(fundCode) });
}

export function useOpsDividends(fundCode: string) {
  return useQuery(opsDividendsOptions(fundCode));
}
