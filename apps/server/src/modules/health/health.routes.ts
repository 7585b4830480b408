import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// Contract: GET /api/health checks the database; 503 + SERVICE_UNAVAILABLE when it does not answer. Not signed.
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
}
