// Crawlers may read the public pages; the account area, trade pages, account opening, the APIs and the operations
// console are private or personal and have nothing to index.
// /assets/ itself also holds the built scripts and styles crawlers need to render the pages, so only the §2 account pages
// under it are named.
const ACCOUNT_ASSET_PAGES = ['my_assets', 'assets_detail', 'income', 'bill', 'trade_record', 'my_dividend', 'my_fix'];

export const ROBOTS_DISALLOWED = [
  ...ACCOUNT_ASSET_PAGES.map((page) => `/assets/${page}`),
  '/account/',
  '/enterprise/',
  '/trade/',
  '/auth/openaccount',
  '/billprint',
  '/api/',
  '/ops/',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
