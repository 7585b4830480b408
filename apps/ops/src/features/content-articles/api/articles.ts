import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  opsArticleColumnsResponse,
  opsArticleDetail,
  opsArticleListResponse,
  type OpsArticleDetail,
  type OpsArticleListQuery,
  type OpsArticleSaveInput,
} from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const OPS_ARTICLES_ROOT = ['ops', 'articles'] as const;

export type ArticleListParams = Partial<OpsArticleListQuery> & { page: number; pageSize: number };

// GET /api/ops/articles: filtered by column, type, state and title keyword, a page at a time.
export function useArticleList(params: ArticleListParams) {
  return useQuery({
    queryKey: [...OPS_ARTICLES_ROOT, 'list', params],
    queryFn: () => opsRequest('/articles', { params: { ...params }, schema: opsArticleListResponse }),
    placeholderData: keepPreviousData,
  });
}

export const articleColumnsQuery = queryOptions({
  queryKey: [...OPS_ARTICLES_ROOT, 'columns'],
  queryFn: () => opsRequest('/articles/columns', { schema: opsArticleColumnsResponse }),
  staleTime: 5 * 60_000,
});

export function useArticleColumns() {
  return useQuery(articleColumnsQuery);
}

export function useArticle(id: number | undefined) {
  return useQuery({
    queryKey: [...OPS_ARTICLES_ROOT, 'one', id],
    queryFn: () => opsRequest(`/articles/${String(id)}`, { schema: opsArticleDetail }),
    enabled: id !== undefined,
  });
}

// Every change answers the article as stored; lists and the one article are read again.
function useArticleChange<V>(run: (variables: V) => Promise<OpsArticleDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (article) => {
      client.setQueryData([...OPS_ARTICLES_ROOT, 'one', article.id], article);
      await client.invalidateQueries({ queryKey: [...OPS_ARTICLES_ROOT, 'list'] });
    },
  });
}

export function useSaveArticle() {
  return useArticleChange(({ id, body }: { id: number | undefined; body: OpsArticleSaveInput }) =>
    id === undefined
      ? opsRequest('/articles', { method: 'POST', body, schema: opsArticleDetail })
      : opsRequest(`/articles/${String(id)}`, { method: 'PUT', body, schema: opsArticleDetail }),
  );
}

// publishAt: an ISO time for a scheduled publish; none publishes now.
export function usePublishArticle() {
  return useArticleChange(({ id, publishAt }: { id: number; publishAt?: string }) =>
    opsRequest(`/articles/${String(id)}/publish`, { method: 'POST', body: publishAt ? { publishAt } : {}, schema: opsArticleDetail }),
  );
}

export function useUnpublishArticle() {
  return useArticleChange(({ id }: { id: number }) =>
    opsRequest(`/articles/${String(id)}/unpublish`, { method: 'POST', body: {}, schema: opsArticleDetail }),
  );
}
