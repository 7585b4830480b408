import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collectListResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';
import type { BehaviourPage } from './footprint-list.ts';

// POST /api/account/collect/list: the watchlist (own_select funds and collected articles).
export function fetchCollects(page: BehaviourPage) {
  return http.post('/account/collect/list', { ...page }, { schema: collectListResponse, noLoading: true });
}

export function collectsOptions(page: BehaviourPage) {
  return queryOptions({ queryKey: ['behaviour', 'collects', page], queryFn: () => fetchCollects(page) });
}

export function useCollects(page: BehaviourPage) {
  return useQuery({ ...collectsOptions(page), placeholderData: keepPreviousData });
}
