import { useQuery } from '@tanstack/react-query';
import { collectListOptions, wholeCollectList } from '@/api/account/collect-list.ts';

// Whether the article is in the customer's list; undefined for a visitor or until loaded.
export function useArticleCollected(token: string | null, articleId: number): boolean | undefined {
  const { data } = useQuery({
    ...collectListOptions(token, wholeCollectList('article')),
    enabled: token !== null,
    select: (response) => response.list.some((item) => item.refObjectId === String(articleId)),
  });
  return data;
}
