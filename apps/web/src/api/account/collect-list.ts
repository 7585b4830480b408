import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BEHAVIOUR_MAX_PAGE_SIZE, collectListResponse, type BehaviourRefType } from '@fund-direct/domain/contracts';
import { useAuth } from '@/lib/auth-state.ts';
import { http } from '@/lib/http.ts';

// Every cached watchlist page sits under this prefix: a collect or an uncollect invalidates it.
export const COLLECT_LIST_KEY = ['account', 'collect-list'] as const;

export interface CollectListPage {
  refType?: BehaviourRefType;
  pageNum: number;
  pageSize: number;
}

// The largest page: the whole watchlist of one kind (a fund page's star, an article's collect button).
export function wholeCollectList(refType: BehaviourRefType): CollectListPage {
  return { refType, pageNum: 1, pageSize: BEHAVIOUR_MAX_PAGE_SIZE };
}

// POST /api/account/collect/list: the watchlist (own_select funds and collected articles).
export function fetchCollectList(page: CollectListPage) {
  return http.post('/account/collect/list', { ...page }, { schema: collectListResponse, noLoading: true });
}

// Keyed by the session token: another login never sees this watchlist.
export function collectListOptions(token: string | null, page: CollectListPage) {
  return queryOptions({ queryKey: [...COLLECT_LIST_KEY, token, page], queryFn: () => fetchCollectList(page) });
}

export function useCollectList(page: CollectListPage) {
  return useQuery({ ...collectListOptions(useAuth().token, page), placeholderData: keepPreviousData });
}
