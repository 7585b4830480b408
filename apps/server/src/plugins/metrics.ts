import { createHash, timingSafeEqual } from 'node:crypto';
import { ERRORS } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { collectProcessMetrics, httpRequestDuration, metricsRegistry, watchPool } from './metrics-registry.ts';

export const METRICS_PATH = '/metrics';
// Requests that matched no route share one label.
const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer ([\x21-\x7e]+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

// Prometheus scrapes /metrics with METRICS_TOKEN as a bearer token; without the variable there is no such route
// (the site's 404) and no request is timed. Pools are watched always (cheap), for the scrape of any app.
export function registerMetrics(app: FastifyInstance): void {
  const unwatch = watchPool(app.database, app.database.kind, () => app.database.poolUse());
  app.addHook('onClose', async () => unwatch());
  const token = app.config.metricsToken;
  if (!token) return;
  collectProcessMetrics();
  const expected = digest(token);

  // The route's pattern (never the raw URL) keeps one series per route.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    httpRequestDuration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      const { code, msg, http } = ERRORS.METRICS_UNAUTHORIZED;
      return reply.code(http).header('www-authenticate', 'Bearer').send({ code, msg });
    }
    const text = await metricsRegistry.metrics();
    return reply.type(metricsRegistry.contentType).header('cache-control', 'no-store').send(text);
  });
}
