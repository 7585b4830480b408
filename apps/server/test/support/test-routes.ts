import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '@fund-direct/domain/errors';
import { ok, okEnvelope } from '../../src/plugins/envelope.ts';
import { requireCustomer } from '../../src/plugins/session.ts';

// Routes that exist only in tests, registered through createTestApp({ apiPlugins }).
export const testRoutes: FastifyPluginAsync = async (api) => {
  api.post(
    '/test/echo',
    { schema: { body: z.object({ mobile: z.string().regex(/^1\d{10}$/), password: z.string().optional(), note: z.string().optional() }) } },
    async (request) => ok(request.body),
  );
  api.post('/test/note', { schema: { body: z.object({ note: z.string() }) } }, async (request) => ok(request.body));
  api.get('/test/query', { schema: { querystring: z.object({ pageNum: z.coerce.number().int().min(1) }) } }, async (request) =>
    ok(request.query),
  );
  api.get('/test/boom', async () => {
    throw new Error('connection to db-internal-host:5432 refused (password=hunter2)');
  });
  api.get('/test/me', { preHandler: requireCustomer }, async (request) => ok({ customerId: request.customerId }));
  const profile = { schema: { response: { 200: okEnvelope(z.object({ name: z.string() })) } } };
  api.get('/test/profile', profile, async () => ok({ name: '张三', idno: '110101199003077777' }));
  api.get('/test/business-error', profile, async () => {
    throw new AppError({ code: '2001', msg: '该基金暂停申购', http: 200 });
  });
};
