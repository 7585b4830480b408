import type { QueryClient } from '@tanstack/react-query';

// What a page says about itself in <head>: worked out from the URL and the data its loaders put in the query cache,
// on the server (into the first HTML) and in the browser after each navigation.
export interface PageHead {
  // The whole document title, e.g. `首页 - 沣泽基金`.
  title: string;
  description: string;
  // Path and the query parameters that name the content, e.g. `/fund_detail?fundCode=000001`.
  canonicalPath: string;
  og: { type: 'website' | 'article' | 'product'; image?: string };
  // schema.org objects, each written as one application/ld+json script. Site-relative addresses (`/fund`) in
  // `url`, `item`, `image`, `logo`, `thumbnailUrl`, `contentUrl` and `@id` are made absolute when written.
  jsonLd: Record<string, unknown>[];
  // Pages that search engines should not list (login, register, client-only areas).
  noindex?: boolean;
  // The page names itself in the browser (usePageTitle: the account area, trade pages and other client-only pages);
  // the browser's head sync then leaves document.title alone.
  titleFromPage?: boolean;
}

export type PageHeadResolver = (url: URL, queryClient: QueryClient) => PageHead;
