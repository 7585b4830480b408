import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { bonusListResponse } from '@fund-direct/domain/contracts';
import { useAuth } from '@/lib/auth-state.ts';
import { http } from '@/lib/http.ts';

export type BonusHolding = z.infer<typeof bonusListResponse>['list'][number];

// Every cached answer sits under this prefix: a dividend-method order invalidates it.
export const BONUS_LIST_KEY = ['query', 'bonus-list'] as const;

// GET /api/query/bonus-list: the current dividend method of each holding (the trade page and my dividends).
export function fetchBonusList(): Promise<BonusHolding[]> {
  return http.get('/query/bonus-list', undefined, { noLoading: true, schema: bonusListResponse }).then((r) => r.list);
}

// Keyed by the session token: another login never sees these holdings.
export function bonusListOptions(token: string | null) {
  return queryOptions({ queryKey: [...BONUS_LIST_KEY, token], queryFn: fetchBonusList, staleTime: 0 });
}

export function useBonusList() {
  return useQuery(bonusListOptions(useAuth().token));
}
