import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.ts';
import { createRedisClient } from '../../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { notReadyReasons } from './readiness.ts';

// Probes are not signed and not rate limited: a load balancer calls them every second from one address.
const PROBE = { signed: false, rateLimit: false } as const;

// Contract: GET /api/health checks the database; 503 + SERVICE_UNAVAILABLE when it does not answer. Not signed.
// GET /api/health/live: the process answers. GET /api/health/ready: the instance can take requests (database and Redis
// reachable, migrations current, not shutting down); otherwise 503 + SERVICE_UNAVAILABLE naming the reason.
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/health', { config: { signed: false } }, async (request) => {
    try {
      await api.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return ok({ status: 'ok', db: 'ok' });
  });

  api.get('/health/live', { config: PROBE }, async () => ok({ status: 'live' }));

  // Its own connection: the probe must tell whether Redis answers, whatever the other clients' state.
  const redis = api.config.redisUrl ? createRedisClient(api.config.redisUrl) : null;
  if (redis) api.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  api.get('/health/ready', { config: PROBE }, async (request) => {
    const reasons = await notReadyReasons({ database: api.database, redis, lifecycle: api.lifecycle });
    if (reasons.length > 0) {
      request.log.warn({ reasons }, 'not ready');
      throw new AppError('SERVICE_UNAVAILABLE', `服务暂不可用：${reasons.join('；')}`);
    }
    return ok({ status: 'ready' });
  });
}
