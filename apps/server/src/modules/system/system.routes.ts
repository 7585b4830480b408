import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.ts';
import { systemDate } from './system.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/system/date', async () => ok(systemDate(api.now())));
}
