import type { ToPage } from '@fund-direct/domain/session-keys';

// §2 route names and their paths, so that a toPage given by name finds its page.
export const ROUTE_PATHS: Readonly<Record<string, string>> = {
  home: '/home',
  fund: '/fund',
  fundDetail: '/fund_detail',
  purchase: '/trade/purchase',
  login: '/login',
  register: '/auth/register',
  contactUs: '/footer/contact_us',
  rights: '/footer/rights',
  riskDisclosure: '/footer/risk_disclosure',
  aml: '/footer/aml',
  antiBribery: '/footer/anti_bribery',
  disclaimers: '/footer/disclaimers',
  enterhy: '/enterhy',
  viewpoint: '/viewpoint',
  msgPublish: '/msg_publish',
  customerService: '/customer_service',
  viewpointArticle: '/viewpoint/viewpoint_article',
  viewpointVideo: '/viewpoint/viewpoint_video',
  // The service-centre pages sit directly under /services (features/service-center servicePath).
  dataDownload: '/services/data_download',
  noticePublicity: '/services/notice_publicity',
};

const AUTH_PATHS = ['/login', '/auth/register', '/auth/forgetPassword'];

// §4: where to go after login: the stored page (a route name or a path, its params and query), else home.
// A toPage pointing back at a login page would loop, so it counts as none.
export function toPagePath(page: ToPage | null): string {
  if (!page?.name) return '/home';
  let path = page.name.startsWith('/') ? page.name : ROUTE_PATHS[page.name];
  if (!path || !path.startsWith('/') || path.startsWith('//')) return '/home';
  for (const [key, value] of Object.entries(page.params ?? {})) path = path.replace(`:${key}`, encodeURIComponent(value));
  if (AUTH_PATHS.includes(path)) return '/home';
  const query = new URLSearchParams(page.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
