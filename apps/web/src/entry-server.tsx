// The server's renderer of the public pages (built with `vite build --config vite.ssr.config.ts` into dist-server/ and
// loaded by apps/server/src/plugins/ssr-render.ts). It renders the same route objects and loaders as the browser.
// Unlike the browser's (lib/zod-config.ts), zod here may compile its validators: no CSP applies in the server.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { QUERY_STATE_GLOBAL } from '@/app/hydrate.ts';
import { renderToHtml } from '@/app/render-to-html.ts';
import { headTags, pageHead } from '@/app/head/page-head.ts';
import { notFoundHead } from '@/app/head/site-heads.ts';
import { Providers } from '@/app/providers.tsx';
import { routes as allRoutes } from '@/app/all-routes.tsx';
import { publicRoutes } from '@/app/public-routes.tsx';
import { isServerRenderedPath } from '@/app/server-rendered-routes.ts';
import { ResponseStatusContext, type ResponseStatus } from '@/components/response-status.ts';
import { cssVariablesRule } from '@/components/theme.ts';
import { AnswerMemo, type AnswerValidity } from '@/lib/answer-memo.ts';
import { setAnswerMemo, setHttpTransport, type HttpTransport } from '@/lib/http.ts';
import { createServerQueryClient, setQueryClientResolver } from '@/lib/query-client.ts';
import { dehydratePageQueries } from '@/lib/page-query-state.ts';
import { serialiseForScript } from '@/lib/script-json.ts';

// What belongs to the request being rendered: its query client and the way its API calls reach the app.
export interface RequestState {
  client: QueryClient;
  transport: HttpTransport;
  answers: AnswerValidity;
}

// Holds the request being rendered across awaits (the server passes an AsyncLocalStorage).
export interface RequestScope {
  run<T>(value: RequestState, render: () => Promise<T>): Promise<T>;
  current(): RequestState | undefined;
}

export interface RenderRequest {
  // Answers the site's own API calls in-process.
  transport: HttpTransport;
  // Absolute URL of the page.
  url: string;
  // The CSP nonce every inline script carries.
  nonce: string;
  // The site's public address (canonical links).
  origin: string;
  // Which of the answers parsed for earlier pages this page may use.
  answers: AnswerValidity;
}

// Where the time of a rendered page went (bench/ssr-bench.ts reports it).
export interface RenderTiming {
  dataMs: number;
  renderMs: number;
  assembleMs: number;
  // How many times the page was rendered (more than once when it asked for data its loaders did not prefetch).
  rounds: number;
}

export type RenderResult =
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; styles: string; body: string; scripts: string; timing: RenderTiming };

// Queries a page asks for while rendering (not in a loader) are fetched, then the page is rendered again with them;
// a page whose sections depend on each other's data needs a few rounds, never more than this.
const MAX_RENDER_ROUNDS = 3;
// Parsed answers kept for the next pages: the few calls of each fund, manager, article and list page rendered lately.
const KEPT_ANSWERS = 1000;

// Only public pages and the 404 page are rendered here, so the browser's starting tree is enough (the route ids are the
// same: the pages behind login come after them in every tree); each page matches and converts less than half the routes.
const handler = createStaticHandler(publicRoutes);
// The layout's custom properties, the same on every page.
const ROOT_STYLE = `<style>${cssVariablesRule()}</style>`;

// A path no route knows falls to the `*` route: it is rendered, as the 404 page. A page behind login is no unknown path.
function isUnknownPath(pathname: string): boolean {
  const matches = matchRoutes(allRoutes, pathname) ?? [];
  return matches.at(-1)?.route.path === '*';
}

// The queries the last round of rendering created but nothing fetched (enabled ones only: a section that waits to be
// scrolled into view stays waiting).
function unfetchedQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      // Observer options (enabled) are kept on the query but not in its declared type.
      const { enabled } = query.options as { enabled?: boolean | ((item: typeof query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });
}

export function createRenderer(scope: RequestScope) {
  const current = (): RequestState => {
    const state = scope.current();
    if (!state) throw new Error('no request is being rendered');
    return state;
  };
  setHttpTransport((url, init) => current().transport(url, init));
  setQueryClientResolver(() => current().client);
  setAnswerMemo(new AnswerMemo(KEPT_ANSWERS, () => current().answers));

  return async function render(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url);
    if (!isServerRenderedPath(url.pathname) && !isUnknownPath(url.pathname)) return { kind: 'client-only' };
    const client = createServerQueryClient();
    const rendering = scope.run({ client, transport: request.transport, answers: request.answers }, async (): Promise<RenderResult> => {
      const started = performance.now();
      const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/home' };
      }
      // The `*` route is the not-found page: 404 whether or not its component reports it while rendering.
      const isNotFoundRoute = context.matches.at(-1)?.route.path === '*';
      const status: ResponseStatus = { code: isNotFoundRoute ? 404 : context.statusCode };
      const router = createStaticRouter(handler.dataRoutes, context);
      let dataMs = performance.now() - started;
      let renderMs = 0;
      const renderRound = async () => {
        const styleCache = createCache();
        const renderStarted = performance.now();
        const body = await renderToHtml(
          <StrictMode>
            <ResponseStatusContext value={status}>
              <StyleProvider cache={styleCache}>
                <Providers client={client}>
                  <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
                </Providers>
              </StyleProvider>
            </ResponseStatusContext>
          </StrictMode>,
        );
        renderMs += performance.now() - renderStarted;
        return { body, styleCache };
      };
      let rendered = await renderRound();
      let rounds = 1;
      for (; rounds < MAX_RENDER_ROUNDS; rounds += 1) {
        const missing = unfetchedQueries(client);
        if (missing.length === 0) break;
        const fetchStarted = performance.now();
        await Promise.all(missing.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
        dataMs += performance.now() - fetchStarted;
        rendered = await renderRound();
      }
      const { body, styleCache } = rendered;

      const assembleStarted = performance.now();
      const head = headTags(isNotFoundRoute ? notFoundHead(url.pathname) : pageHead(url, client), request.origin, request.nonce);
      const styles = `${ROOT_STYLE}\n${extractStyle(styleCache)}`;
      const queryState = serialiseForScript(dehydratePageQueries(client));
      const scripts = `<script nonce="${request.nonce}">window.${QUERY_STATE_GLOBAL} = ${queryState};</script>`;
      const assembleMs = performance.now() - assembleStarted;
      return { kind: 'page', status: status.code, head, styles, body, scripts, timing: { dataMs, renderMs, assembleMs, rounds } };
    });
    return rendering.finally(() => client.clear());
  };
}
