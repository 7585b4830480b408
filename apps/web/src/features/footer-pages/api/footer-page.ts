import { queryOptions, useQuery } from '@tanstack/react-query';
import { footerPageResponse, type FooterPageKey } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/footer/:key
export function fetchFooterPage(key: FooterPageKey) {
  return http.get(`/content/footer/${key}`, undefined, { schema: footerPageResponse, noLoading: true });
}

export function footerPageOptions(key: FooterPageKey) {
  return queryOptions({ queryKey: ['content', 'footer', key], queryFn: () => fetchFooterPage(key), staleTime: 10 * 60_000 });
}

export function useFooterPage(key: FooterPageKey) {
  return useQuery(footerPageOptions(key));
}
