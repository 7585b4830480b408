import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleDetail } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/content/article/detail
export function fetchArticleDetail(id: number) {
  return http.post('/content/article/detail', { id }, { schema: articleDetail, noLoading: true });
}

export function articleDetailOptions(id: number) {
  return queryOptions({ queryKey: ['content', 'article-detail', id], queryFn: () => fetchArticleDetail(id) });
}

export function useArticleDetail(id: number | null) {
  return useQuery({ ...articleDetailOptions(id ?? 0), enabled: id !== null });
}
