import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { warningListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from '@/api/trade/trade-keys.ts';

export type WarningList = z.infer<typeof warningListResponse>;

// GET /api/trade/warning-list: the risk match of the customer and the fund (match / confirm / forbidden).
export function fetchWarningList(fundCode: string): Promise<WarningList> {
  return http.get('/trade/warning-list', { fundCode }, { noLoading: true, schema: warningListResponse });
}

export function warningListOptions(fundCode: string) {
  return queryOptions({
    queryKey: [...TRADE_QUERY_ROOT, 'warning-list', fundCode],
    queryFn: () => fetchWarningList(fundCode),
    staleTime: 0,
  });
}

export function useWarningList(fundCode: string) {
  return useQuery(warningListOptions(fundCode));
}
