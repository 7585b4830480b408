import { FOOTER_PAGE_KEYS, SERVICE_TYPES } from '@fund-direct/domain/contracts';

// §2 public pages whose address alone names them (the content pages with an id are listed from the data).
// What each page's <lastmod> follows: the newest NAV, article or notice, or nothing the data can date.
export type PageFreshness = 'nav' | 'article' | 'notice' | 'any' | 'none';

export const PUBLIC_STATIC_PAGES: readonly { path: string; freshness: PageFreshness }[] = [
  { path: '/home', freshness: 'any' },
  { path: '/fund', freshness: 'nav' },
  { path: '/enterhy', freshness: 'none' },
  { path: '/viewpoint', freshness: 'article' },
  { path: '/msg_publish', freshness: 'notice' },
  { path: '/customer_service', freshness: 'none' },
  ...Object.keys(SERVICE_TYPES).map((serviceType) => ({ path: `/services/${serviceType}`, freshness: 'none' as const })),
];

// The footer pages carry their own update time.
export const footerPagePath = (key: string) => `/footer/${key}`;
export const FOOTER_PAGE_PATHS: readonly string[] = FOOTER_PAGE_KEYS.map(footerPagePath);

// The canonical address of each content page: only the parameter that names the content.
export const fundPagePath = (fundCode: string) => `/fund_detail?fundCode=${encodeURIComponent(fundCode)}`;
export const managerPagePath = (manId: string) => `/fund_manager?manId=${encodeURIComponent(manId)}`;
export const articlePagePath = (id: number, contentType: string) =>
  contentType === 'video' ? `/viewpoint/viewpoint_video?id=${id}` : `/viewpoint/viewpoint_article?id=${id}`;
export const noticePagePath = (id: number) => `/msg_publish/detail?id=${id}`;
