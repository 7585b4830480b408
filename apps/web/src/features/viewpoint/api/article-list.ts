import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articleListResponse, type ArticleListRequest } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/content/article/list
export function fetchArticleList(body: ArticleListRequest) {
  return http.post('/content/article/list', body, { schema: articleListResponse, noLoading: true });
}

export function articleListOptions(body: ArticleListRequest) {
  return queryOptions({
    queryKey: ['content', 'article-list', body.columnId ?? 'all', body.contentType ?? 'all', body.pageNum, body.pageSize],
    queryFn: () => fetchArticleList(body),
    placeholderData: keepPreviousData,
  });
}

export function useArticleList(body: ArticleListRequest) {
  return useQuery(articleListOptions(body));
}
