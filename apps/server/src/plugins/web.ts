import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@fund-direct/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

// The built SPA from WEB_ROOT: hashed /assets/* are immutable, index.html is revalidated every time (ETag),
// and client routes fall back to index.html (history API), with that route's page chunks preloaded.
export async function registerWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const assetsDir = path.join(webRoot, 'assets') + path.sep;
  const renderIndex = createIndexRenderer(webRoot);

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const page = await renderIndex(pathname);
    if (!page) {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(WEB_NOT_BUILT_HTML);
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  }

  await app.register(fastifyStatic, {
    root: webRoot,
    // `/` is the index route below, so it gets the preloads of the page it redirects to.
    index: false,
    wildcard: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
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
