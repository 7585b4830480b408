import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http.ts';

// The http client has already told the user about an ApiError; a silent retry would
// only repeat the toast (and a business code will not change on its own).
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

// The client of one server render. One try: a failed call is left for the browser to retry, it must not hold the page.
// It lives for that render only (then cleared): no garbage-collection timers, which would keep every rendered page's
// data alive for minutes.
export function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false, gcTime: Infinity } });
  return client;
}

// The browser has one client for the whole visit. The server renders many visitors at once, so it installs a
// resolver that answers the client of the request being rendered (never one shared across requests).
const browserClient = createQueryClient();
let resolveClient: () => QueryClient = () => browserClient;

export function setQueryClientResolver(resolver: () => QueryClient): void {
  resolveClient = resolver;
}

// The client of this visit (browser) or of this request (server).
export function currentQueryClient(): QueryClient {
  return resolveClient();
}

// Loaders start their queries with the page chunk. In the browser the page does not wait for them; on the server
// the HTML must carry the data, so the loader's promise holds until every prefetch has settled.
// Usage: `await prefetchForPage((client) => [client.prefetchQuery(a), client.prefetchQuery(b)])`.
export async function prefetchForPage(start: (client: QueryClient) => Promise<void>[]): Promise<void> {
  const all = Promise.all(start(currentQueryClient()));
  if (import.meta.env.SSR) await all;
}
