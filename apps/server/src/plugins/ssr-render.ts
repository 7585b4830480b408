import { AsyncLocalStorage } from 'node:async_hooks';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { AnswerCache } from './ssr-answers.ts';
import { siteVersion } from './site-version.ts';

// The server side of apps/web/src/entry-server.tsx (built into apps/web/dist-server/ next to dist/). The server does
// not import the web app's sources: these types repeat the renderer's interface.
type HttpTransport = (url: string, init: RequestInit) => Promise<Response>;
interface RequestState {
  client: unknown;
  transport: HttpTransport;
}
export interface RenderTiming {
  dataMs: number;
  renderMs: number;
  assembleMs: number;
}
export type RenderResult =
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; styles: string; body: string; scripts: string; timing: RenderTiming };
interface RenderRequest {
  url: string;
  nonce: string;
  origin: string;
  transport: HttpTransport;
}
interface RendererModule {
  createRenderer(scope: {
    run<T>(value: RequestState, render: () => Promise<T>): Promise<T>;
    current(): RequestState | undefined;
  }): (request: RenderRequest) => Promise<RenderResult>;
}

export const SSR_ENTRY = path.join('dist-server', 'entry-server.js');
// API answers kept for the renderer: a few per public page (a fund's detail, NAVs, reports, managers, notices).
const ANSWER_CACHE_SIZE = 5000;

// One store for the process: the renderer module is loaded once per build and every render runs in its own state.
const requestStates = new AsyncLocalStorage<RequestState>();
const scope = {
  run: <T>(value: RequestState, render: () => Promise<T>) => requestStates.run(value, render),
  current: () => requestStates.getStore(),
};

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return headers;
}

// The page's API calls go straight into the app (no socket, no HTTP to itself), as the visitor's address so the
// rate limits count them for that visitor. No cookie or token is passed: the server renders logged out, so the answers
// are kept for other pages (ssr-answers.ts).
function inProcessTransport(app: FastifyInstance, remoteAddress: string, answers: AnswerCache): HttpTransport {
  return async (url, init) => {
    const method = (init.method ?? 'GET') as 'GET' | 'POST';
    const body = typeof init.body === 'string' ? init.body : undefined;
    const key = AnswerCache.key(method, url, body);
    const stored = answers.get(key);
    if (stored) return new Response(stored.body, { status: stored.status, headers: stored.headers });
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const readAt = siteVersion();
    const response = await app.inject({ method, url, headers, remoteAddress, ...(body === undefined ? {} : { payload: body }) });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    const answerHeaders: [string, string][] = [];
    headersOf(response.headers).forEach((value, name) => answerHeaders.push([name, value]));
    const answer = { status: response.statusCode, headers: answerHeaders, body: new Uint8Array(response.rawPayload) };
    if (!empty) answers.set(key, answer, readAt);
    return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}

export interface PageRenderer {
  // Null when the renderer has not been built.
  render(url: URL, nonce: string, remoteAddress: string): Promise<RenderResult | null>;
}

// Loads the built renderer, again when a new build replaces it.
export function createPageRenderer(app: FastifyInstance, webRoot: string, origin: string): PageRenderer {
  const entryPath = path.join(path.dirname(webRoot), SSR_ENTRY);
  let loaded: { mtime: number; render: (request: RenderRequest) => Promise<RenderResult> } | undefined;
  const answers = new AnswerCache(ANSWER_CACHE_SIZE);
  return {
    async render(url, nonce, remoteAddress) {
      const mtime = await stat(entryPath).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      if (!mtime) return null;
      if (loaded?.mtime !== mtime) {
        const module = (await import(`${pathToFileURL(entryPath).href}?v=${mtime}`)) as RendererModule;
        loaded = { mtime, render: module.createRenderer(scope) };
      }
      return loaded.render({ url: url.href, nonce, origin, transport: inProcessTransport(app, remoteAddress, answers) });
    },
  };
}

// The server's HTML in index.html (with the route's preloads): its head tags replace the default title and
// description, Ant Design's styles go before </head>, the page into #root and the data scripts after it.
export function assemblePage(template: string, page: Extract<RenderResult, { kind: 'page' }>): string {
  const head = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '')
    .replace('</head>', () => `${page.head}\n${page.styles}\n</head>`);
  return head.replace(
    /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
    (_match, end: string) => `<div id="root">${page.body}</div>${page.scripts}${end}`,
  );
}
