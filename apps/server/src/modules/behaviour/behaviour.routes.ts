import {
  behaviourAckResponse,
  behaviourListRequest,
  behaviourRefRequest,
  collectListResponse,
  footprintAddResponse,
  footprintListResponse,
  type BehaviourListRequest,
  type BehaviourRefRequest,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { addFootprint, addWatch, collectList, footprintList, removeWatch } from './behaviour.service.ts';

// §7 Account: watchlist (collect) and footprints; every call is scoped to the session's customer.
export async function behaviourRoutes(api: FastifyInstance): Promise<void> {
  const refRoute = { preHandler: requireCustomer, schema: { body: behaviourRefRequest, response: { 200: okEnvelope(behaviourAckResponse) } } };
  const listRoute = (data: typeof collectListResponse | typeof footprintListResponse) => ({
    preHandler: requireCustomer,
    schema: { body: behaviourListRequest, response: { 200: okEnvelope(data) } },
  });

  api.post('/account/behaviour/add', refRoute, async (request) =>
    ok(await addWatch(api.db, currentCustomerId(request), request.body as BehaviourRefRequest, api.now())),
  );

  api.post('/account/behaviour/delete', refRoute, async (request) =>
    ok(await removeWatch(api.db, currentCustomerId(request), request.body as BehaviourRefRequest)),
  );

  api.post('/account/collect/list', listRoute(collectListResponse), async (request) =>
    ok(await collectList(api.db, currentCustomerId(request), request.body as BehaviourListRequest)),
  );

  api.post('/account/footprint/list', listRoute(footprintListResponse), async (request) =>
    ok(await footprintList(api.db, currentCustomerId(request), request.body as BehaviourListRequest)),
  );

  api.post(
    '/account/footprint/add',
    { preHandler: requireCustomer, schema: { body: behaviourRefRequest, response: { 200: okEnvelope(footprintAddResponse) } } },
    async (request) => {
      const ref = request.body as BehaviourRefRequest;
      await addFootprint(api.db, currentCustomerId(request), ref, api.now());
      return ok({ refType: ref.refType, refObjectId: ref.refObjectId });
    },
  );
}
