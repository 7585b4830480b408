import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { targetFundsResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from '@/api/trade/trade-keys.ts';

export type TargetFund = z.infer<typeof targetFundsResponse>['list'][number];

// POST /api/query/targetfunds: the funds a holding can be converted into (same company, convertible, open).
export function fetchTargetFunds(fundCode: string): Promise<TargetFund[]> {
  return http.post('/query/targetfunds', { fundCode }, { noLoading: true, schema: targetFundsResponse }).then((r) => r.list);
}

export function targetFundsOptions(fundCode: string) {
  return queryOptions({ queryKey: [...TRADE_QUERY_ROOT, 'targetfunds', fundCode], queryFn: () => fetchTargetFunds(fundCode) });
}

export function useTargetFunds(fundCode: string) {
  return useQuery(targetFundsOptions(fundCode));
}
