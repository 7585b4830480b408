import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articleListResponse, type ArticleListRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/content/article/list: the home page's newest viewpoints and the viewpoint pages' lists.
export function fetchArticleList(body: ArticleListRequest) {
  return http.post('/content/article/list', { ...body }, { schema: articleListResponse, noLoading: true });
}

export function articleListOptions(body: ArticleListRequest) {
  return queryOptions({
    queryKey: ['content', 'article-list', body.columnId ?? 'all', body.contentType ?? 'all', body.pageNum, body.pageSize],
    queryFn: () => fetchArticleList(body),
  });
}

// keepPrevious: a paged list keeps showing the last page while the next one loads.
export function useArticleList(body: ArticleListRequest, { enabled = true, keepPrevious = false } = {}) {
  return useQuery({ ...articleListOptions(body), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
