import { AsyncLocalStorage } from 'node:async_hooks';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

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
// rate limits count them for that visitor. No cookie or token is passed: the server renders logged out.
function inProcessTransport(app: FastifyInstance, remoteAddress: string): HttpTransport {
  return async (url, init) => {
    const method = (init.method ?? 'GET') as 'GET' | 'POST';
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method,
      url,
      headers,
      remoteAddress,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: headersOf(response.headers),
    });
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
      return loaded.render({ url: url.href, nonce, origin, transport: inProcessTransport(app, remoteAddress) });
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
