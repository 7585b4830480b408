import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { bonusListResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';
import { TRADE_QUERY_ROOT } from './trade-keys.ts';

export type BonusHolding = z.infer<typeof bonusListResponse>['list'][number];

// GET /api/query/bonus-list: the current dividend method of each holding.
export function fetchBonusList(): Promise<BonusHolding[]> {
  return http.get('/query/bonus-list', undefined, { noLoading: true, schema: bonusListResponse }).then((r) => r.list);
}

export function bonusListOptions() {
  return queryOptions({ queryKey: [...TRADE_QUERY_ROOT, 'bonus-list'], queryFn: fetchBonusList, staleTime: 0 });
}

export function useBonusList() {
  return useQuery(bonusListOptions());
}
