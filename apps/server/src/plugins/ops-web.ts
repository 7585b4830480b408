import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@fund-direct/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WEB_NOT_BUILT_HTML } from './web.ts';
import { createIndexRenderer } from './web-html.ts';

export const OPS_PREFIX = '/ops';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// The console's CSP, stricter than the customer site's: scripts only from this origin (no eval, no inline), never framed,
// no <base>, no media or objects. Ant Design's CSS-in-JS still needs inline styles; QR codes and charts draw on canvas.
export const OPS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "media-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

// A URL whose last segment has an extension is a file: missing means 404, never the console's index.html.
function looksLikeFile(pathname: string): boolean {
  return path.posix.extname(pathname) !== '';
}

const pathnameOf = (url: string) => url.split('?', 1)[0] ?? '';

// apps/ops/dist under /ops/: hashed assets immutable, index.html revalidated (ETag), client routes under /ops/* fall
// back to the console's own index.html (never the customer site's), /ops without the slash redirects to /ops/.
// Its own scope, so its headers and its 404s stay apart from the customer site's.
export async function registerOpsWeb(app: FastifyInstance, opsWebRoot: string): Promise<void> {
  const assetsDir = path.join(opsWebRoot, 'assets') + path.sep;
  const renderIndex = createIndexRenderer(opsWebRoot);

  await app.register(
    async (ops) => {
      // After the app-wide security headers (registered on the root), so these replace the customer site's.
      ops.addHook('onRequest', async (_request, reply) => {
        reply.header('content-security-policy', OPS_CSP);
        reply.header('x-frame-options', 'DENY');
        reply.header('x-robots-tag', 'noindex, nofollow');
      });

      async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
        const page = await renderIndex(pathnameOf(request.url));
        if (!page) return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(WEB_NOT_BUILT_HTML);
        reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
        if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(page.html);
      }

      await ops.register(fastifyStatic, {
        root: opsWebRoot,
        prefix: '/',
        // The customer site's registration decorates the reply already.
        decorateReply: false,
        index: false,
        wildcard: true,
        etag: true,
        lastModified: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
        },
      });

      // ignoreTrailingSlash makes this answer both /ops and /ops/; the console's relative URLs need the slash.
      ops.get('/', async (request, reply) => {
        const [pathname = '', query] = request.url.split(/\?(.*)/s, 2);
        if (pathname === OPS_PREFIX) return reply.redirect(`${OPS_PREFIX}/${query ? `?${query}` : ''}`, 301);
        return sendIndex(request, reply);
      });

      ops.setNotFoundHandler(async (request, reply) => {
        if (!wantsHtml(request) || looksLikeFile(pathnameOf(request.url))) {
          return reply.code(404).type('application/json; charset=utf-8').send({ code: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg });
        }
        return sendIndex(request, reply);
      });
    },
    { prefix: OPS_PREFIX },
  );
}
