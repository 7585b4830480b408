import type { QueryClient } from '@tanstack/react-query';
import { brand, pageTitle } from '@/lib/brand.ts';
import { articleHead, msgPublishHead, noticeHead, videoHead, viewpointHead } from './content-heads.ts';
import { fundDetailHead, fundListHead, managerHead } from './fund-heads.ts';
import type { PageHead } from './page-head-types.ts';
import { customerServiceHead, enterhyHead, footerHead, homeHead, loginHead, registerHead, serviceHead } from './site-heads.ts';

export type { PageHead } from './page-head-types.ts';
export { headTags } from './head-tags.ts';

type Resolver = (url: URL, queryClient: QueryClient) => PageHead;

// §2 public pages by path; each family's heads live in their own small file, read from the query cache with the
// pages' own query keys.
const PUBLIC_PAGES: Record<string, Resolver> = {
  '/': homeHead,
  '/home': homeHead,
  '/fund': fundListHead,
  '/fund_detail': fundDetailHead,
  '/fund_manager': managerHead,
  '/enterhy': enterhyHead,
  '/viewpoint': viewpointHead,
  '/viewpoint/viewpoint_article': articleHead,
  '/viewpoint/viewpoint_video': videoHead,
  '/msg_publish': msgPublishHead,
  '/msg_publish/detail': noticeHead,
  '/customer_service': customerServiceHead,
  '/login': loginHead,
  '/auth/register': registerHead,
};

// Any other path: the account area, trade pages, account opening and the 404 page. Not for search engines, and the
// page names itself in the browser.
function privateHead(url: URL): PageHead {
  return {
    title: pageTitle(),
    description: brand.description,
    canonicalPath: url.pathname,
    og: { type: 'website' },
    jsonLd: [],
    noindex: true,
    titleFromPage: true,
  };
}

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function pageHead(url: URL, queryClient: QueryClient): PageHead {
  const pathname = trimSlash(url.pathname);
  const resolver = PUBLIC_PAGES[pathname];
  if (resolver) return resolver(url, queryClient);
  const [, area, child] = pathname.split('/');
  if (area === 'services' && child) return serviceHead(child) ?? privateHead(url);
  if (area === 'footer' && child) return footerHead(child, queryClient) ?? privateHead(url);
  return privateHead(url);
}
