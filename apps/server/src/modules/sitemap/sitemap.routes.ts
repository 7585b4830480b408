import { AppError, ERRORS } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { robotsTxt } from './robots.ts';
import { SITEMAP_LIMITS, type SitemapLimits } from './sitemap-xml.ts';
import { sitemapFiles } from './sitemap.service.ts';

const XML = 'application/xml; charset=utf-8';
// Crawlers come back often; the answer itself is rebuilt only when the data changes (sitemap.service.ts).
const CACHE_CONTROL = 'public, max-age=300';

const partParams = z.object({
  page: z.coerce.number({ error: '站点地图页码必须是正整数' }).int('站点地图页码必须是正整数').min(1, '站点地图页码必须是正整数'),
});

export interface SitemapRouteOptions {
  // The protocol's limits; a test passes small ones to see the index.
  limits?: SitemapLimits;
}

// GET /sitemap.xml, /sitemap-<n>.xml and /robots.txt at the site's root, beside the web app (registered before its
// fallback, so they are real routes). Absolute addresses come from SITE_ORIGIN.
export async function sitemapRoutes(app: FastifyInstance, options: SitemapRouteOptions = {}): Promise<void> {
  const site = app.withTypeProvider<ZodTypeProvider>();
  const limits = options.limits ?? SITEMAP_LIMITS;
  const files = () => sitemapFiles({ db: app.db, now: () => app.now(), origin: app.config.siteOrigin, limits });

  site.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(robotsTxt(app.config.siteOrigin)),
  );

  site.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type(XML)
      .header('Cache-Control', CACHE_CONTROL)
      .send((await files()).root),
  );

  site.get('/sitemap-:page.xml', { schema: { params: partParams } }, async (request, reply) => {
    const part = (await files()).parts[request.params.page - 1];
    if (part === undefined) throw new AppError(ERRORS.RESOURCE_NOT_FOUND, '站点地图不存在');
    return reply.type(XML).header('Cache-Control', CACHE_CONTROL).send(part);
  });
}
