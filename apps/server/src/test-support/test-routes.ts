import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../plugins/envelope.ts';
import { requireCustomer } from '../plugins/session.ts';

// Routes that exist only in tests, registered through createTestApp({ apiPlugins }).
export const testRoutes: FastifyPluginAsync = async (api) => {
  api.post(
    '/test/echo',
    { schema: { body: z.object({ mobile: z.string().regex(/^1\d{10}$/), password: z.string().optional(), note: z.string().optional() }) } },
    async (request) => ok(request.body),
  );
  api.get('/test/query', { schema: { querystring: z.object({ pageNum: z.coerce.number().int().min(1) }) } }, async (request) =>
    ok(request.query),
  );
  api.get('/test/boom', async () => {
    throw new Error('connection to db-internal-host:5432 refused (password=hunter2)');
  });
  api.get('/test/me', { preHandler: requireCustomer }, async (request) => ok({ customerId: request.customerId }));
};
