import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectListResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

export const articleCollectKey = (token: string) => ['account', 'collect-list', 'article', token] as const;

// POST /api/account/collect/list — the articles this customer has collected (the largest page).
export function fetchArticleCollectList() {
  return http.post('/account/collect/list', { refType: 'article', pageNum: 1, pageSize: 100 }, { schema: collectListResponse, noLoading: true });
}

export function articleCollectListOptions(token: string) {
  return queryOptions({ queryKey: articleCollectKey(token), queryFn: fetchArticleCollectList });
}

// Whether the article is in the customer's list; undefined for a visitor or until loaded.
export function useArticleCollected(token: string | null, articleId: number): boolean | undefined {
  const { data } = useQuery({ ...articleCollectListOptions(token ?? ''), enabled: token !== null });
  return data ? data.list.some((item) => item.refObjectId === String(articleId)) : undefined;
}
