import {
  behaviourAckResponse,
  behaviourListRequest,
  behaviourRefRequest,
  collectListResponse,
  footprintAddResponse,
  footprintListResponse,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { addFootprint, addWatch, collectList, footprintList, removeWatch } from './behaviour.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 Account: watchlist (collect) and footprints; every call is scoped to the session's customer.
export async function behaviourRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const refRoute = {
    preHandler: requireCustomer,
    // The fund and article pages any customer opens keep the watchlist and footprints.
    config: { personalOnly: false, owns: { refObjectId: 'public' } as const },
    schema: { body: behaviourRefRequest, response: { 200: okEnvelope(behaviourAckResponse) } },
  };
  const listRoute = (data: typeof collectListResponse | typeof footprintListResponse) => ({
    config: { personalOnly: false },
    preHandler: requireCustomer,
    schema: { body: behaviourListRequest, response: { 200: okEnvelope(data) } },
  });

  api.post('/account/behaviour/add', refRoute, async (request) =>
    ok(await addWatch(api.db, currentCustomerId(request), request.body, api.now())),
  );

  api.post('/account/behaviour/delete', refRoute, async (request) =>
    ok(await removeWatch(api.db, currentCustomerId(request), request.body)),
  );

  api.post('/account/collect/list', listRoute(collectListResponse), async (request) =>
    ok(await collectList(api.db, currentCustomerId(request), request.body)),
  );

  // §2: browsing history is a page of the personal block (the watchlist list also serves the fund and article pages).
  api.post('/account/footprint/list', { ...listRoute(footprintListResponse), config: { personalOnly: true } }, async (request) =>
    ok(await footprintList(api.db, currentCustomerId(request), request.body)),
  );

  api.post(
    '/account/footprint/add',
    { ...refRoute, schema: { body: behaviourRefRequest, response: { 200: okEnvelope(footprintAddResponse) } } },
    async (request) => {
      const ref = request.body;
      await addFootprint(api.db, currentCustomerId(request), ref, api.now());
      return ok({ refType: ref.refType, refObjectId: ref.refObjectId });
    },
  );
}
