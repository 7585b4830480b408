import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@fund-direct/domain/errors';
import { careModeFromCookie, markCareMode } from '@fund-direct/domain/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillShell, pageShell } from './page-shell.ts';
import { withScriptNonce } from './security-headers.ts';
import { siteDataChanged, siteVersion } from './site-version.ts';
import { PageCache, pageCacheKey, type CachedPage } from './ssr-cache.ts';
import { createPageRenderer } from './ssr-render.ts';
import { createIndexRenderer } from './web-html.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Shown instead of the site when apps/web has not been built yet.
export const WEB_NOT_BUILT_HTML = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>前端尚未构建</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 4em auto; line-height: 1.6">
<h1>前端页面尚未构建</h1>
<p>服务端已启动，接口位于 <code>/api/</code>，但没有找到前端构建产物（index.html）。</p>
<p>请在项目根目录执行 <code>npm run build</code> 后刷新本页。</p>
</body>
</html>
`;

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

// Browsers ask for text/html; plain clients (curl, crawlers) send */* or nothing and get the page too.
function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

// A URL whose last segment has an extension is a file: missing means 404, not the SPA. (The built files
// under /assets/ all have one; /assets/my_fix and the other §2 assets pages are client routes.)
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return path.posix.extname(pathname) !== '';
}

function notFoundEnvelope(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ code: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg });
}

// Pages kept rendered; each entry is a public page of some tens of kilobytes.
const PAGE_CACHE_SIZE = 500;

// 16 random bytes: a CSP nonce, and the placeholder a cached page holds where each response puts its own.
const newNonce = () => randomBytes(16).toString('base64url');

export interface WebOptions {
  // The site's public address, for canonical links (config.siteOrigin).
  siteOrigin: string;
  // Worker threads that render pages missing from the cache (config.renderWorkers); 0 renders on the server's thread.
  renderWorkers?: number;
}

// The built SPA from WEB_ROOT: hashed /assets/* are immutable, index.html is revalidated every time (ETag),
// and client routes fall back to index.html (history API), with that route's page chunks preloaded.
// Public pages (apps/web/src/app/server-rendered-routes.ts) are rendered on the server (plugins/ssr-render.ts) and
// kept in a cache until the site's data changes (plugins/site-version.ts).
export async function registerWeb(app: FastifyInstance, webRoot: string, options?: WebOptions): Promise<void> {
  const assetsDir = path.join(webRoot, 'assets') + path.sep;
  const renderIndex = createIndexRenderer(webRoot);
  const pageRenderer = createPageRenderer(app, webRoot, options?.siteOrigin ?? '', options?.renderWorkers ?? 0);
  app.addHook('onClose', () => pageRenderer.close());
  const pageCache = new PageCache(PAGE_CACHE_SIZE);
  // Anything staff change in the console may be on a public page (content, funds once approved): drop the pages.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && request.url.startsWith('/api/ops')) {
      siteDataChanged();
    }
    done();
  });

  // The cached (or newly rendered) page of a URL; null for client-only routes and when the renderer is not built.
  // timing: how a cache miss spent its time (the Server-Timing header; bench/ssr-bench.ts reads it).
  async function serverPage(request: FastifyRequest, template: string): Promise<{ page: CachedPage; timing?: string } | null> {
    const url = new URL(request.url, 'http://site.invalid');
    const key = pageCacheKey(url);
    const cached = pageCache.get(key);
    if (cached) return { page: cached };
    const renderedAt = siteVersion();
    const placeholder = newNonce();
    const result = await pageRenderer.render(new URL(request.url, options?.siteOrigin || 'http://localhost'), placeholder, request.ip);
    if (!result || result.kind === 'client-only') return null;
    if (result.kind === 'redirect') {
      pageCache.set(key, result, renderedAt);
      return { page: result };
    }
    const page: CachedPage = {
      kind: 'page',
      status: result.status,
      parts: fillShell(pageShell(template), result, placeholder).split(placeholder),
    };
    pageCache.set(key, page, renderedAt);
    const { dataMs, renderMs, assembleMs, rounds } = result.timing;
    // rounds: how many times React rendered the page (once when its loaders fetched all it shows).
    const timing = `data;dur=${dataMs.toFixed(1)}, render;dur=${renderMs.toFixed(1)}, assemble;dur=${assembleMs.toFixed(1)}, rounds;desc=${rounds}`;
    return { page, timing };
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const page = await renderIndex(pathname);
    const server = page ? await serverPage(request, page.html) : null;
    const rendered = server?.page;
    // 关怀模式 is the visitor's own choice (a cookie): the shared cached page gets the mark on its way out.
    const care = careModeFromCookie(request.headers.cookie);
    if (rendered?.kind === 'redirect') return reply.header('Cache-Control', 'no-cache').redirect(rendered.location, rendered.status);
    if (rendered) {
      const nonce = newNonce();
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', withScriptNonce(csp, nonce));
      reply.header('Server-Timing', server.timing ? `cache;desc=miss, ${server.timing}` : 'cache;desc=hit');
      const html = rendered.parts.join(nonce);
      return reply
        .code(rendered.status)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(care ? markCareMode(html) : html);
    }
    if (!page) {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(WEB_NOT_BUILT_HTML);
    }
    const etag = care ? page.etag.replace(/"$/, '-care"') : page.etag;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(care ? markCareMode(page.html) : page.html);
  }

  await app.register(fastifyStatic, {
    root: webRoot,
    // `/` is the index route below, so it gets the preloads of the page it redirects to.
    index: false,
    wildcard: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    // Page URLs (no extension) are the routes below: no file lookup for them.
    allowedPath: (pathname) => path.posix.extname(pathname) !== '',
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });

  app.get('/', sendIndex);
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiUrl(request.url) || !wantsHtml(request) || looksLikeFile(request.url)) return notFoundEnvelope(reply);
    return sendIndex(request, reply);
  });
}
