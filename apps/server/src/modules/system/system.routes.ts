import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.ts';
import { systemDate } from './system.service.ts';

export async function systemRoutes(api: FastifyInstance): Promise<void> {
  api.get('/system/date', async () => ok(systemDate(api.now())));
}
