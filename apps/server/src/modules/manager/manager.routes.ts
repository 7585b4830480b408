import { managerDetailQuery, managerDetailResponse, managerListRequest, managerListResponse } from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { listManagers, managerDetail } from './manager.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// The app clock's calendar day in Asia/Shanghai.
function shanghaiToday(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

// §7 Content: manager list (§9 page size 1000) and manager detail.
export async function managerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/content/manager/list',
    { schema: { body: managerListRequest, response: { 200: okEnvelope(managerListResponse) } } },
    async (request) => {
      const { pageParam } = request.body;
      return ok(await listManagers(api.db, pageParam, api.config.imageBaseUrl, shanghaiToday(api.now())));
    },
  );

  api.get(
    '/content/manager/detail',
    { schema: { querystring: managerDetailQuery, response: { 200: okEnvelope(managerDetailResponse) } } },
    async (request) => ok(await managerDetail(api.db, request.query.manId, api.config.imageBaseUrl, shanghaiToday(api.now()))),
  );
}
