import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleContentType, ArticleListResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/content/article/list: the newest viewpoints of one content type.
export function fetchLatestArticles(contentType: ArticleContentType, pageSize: number): Promise<ArticleListResponse> {
  return http.post<ArticleListResponse>('/content/article/list', { contentType, pageNum: 1, pageSize }, { noLoading: true });
}

export function latestArticlesOptions(contentType: ArticleContentType, pageSize: number) {
  return queryOptions({ queryKey: ['home', 'articles', contentType, pageSize], queryFn: () => fetchLatestArticles(contentType, pageSize) });
}

export function useLatestArticles(contentType: ArticleContentType, pageSize: number, enabled: boolean) {
  return useQuery({ ...latestArticlesOptions(contentType, pageSize), enabled });
}
