// §2 public pages the server renders into HTML (spec §2; the account area, trade pages and everything behind login
// stay client-rendered and get the shell). A path the route tree does not know is rendered too, as the 404 page.
const EXACT = new Set([
  '/',
  '/home',
  '/fund',
  '/fund_detail',
  '/fund_manager',
  '/enterhy',
  '/viewpoint',
  '/viewpoint/viewpoint_article',
  '/viewpoint/viewpoint_video',
  '/msg_publish',
  '/msg_publish/detail',
  '/customer_service',
  '/services',
  '/login',
  '/auth/register',
]);
const BELOW = ['/enterhy/', '/services/', '/footer/'];

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isServerRenderedPath(pathname: string): boolean {
  const clean = normalisePath(pathname);
  return EXACT.has(clean) || BELOW.some((prefix) => clean.startsWith(prefix));
}
