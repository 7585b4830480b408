import {
  aggregationResponse,
  firstIncomeResponse,
  holdPeriodRequest,
  holdPeriodResponse,
  holdTimeQuery,
  holdTimeResponse,
  inTransitRequest,
  inTransitResponse,
  lockShareQuery,
  lockShareResponse,
  messageListResponse,
  messageStateRequest,
  shareInfoQuery,
  shareInfoResponse,
  todoDismissRequest,
  todoResponse,
  trendRequest,
  trendResponse,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope, okEnvelopeSerialisedOnce, sendJsonText } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { heldShareInfoJson, myAssetsAggregationJson } from './aggregation.service.ts';
import { assetsDepsOf } from './assets-deps.ts';
import { holdPeriod } from './hold-period.service.ts';
import { allHoldingsShareInfo, assetsInTransit, firstIncome, holdTime, lockShares } from './holdings.service.ts';
import { changeMessageState, messageList } from './messages.service.ts';
import { dismissTodo, todoList } from './todo.service.ts';
import { holdingTrend } from './trend.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 Query and Trade calls of the my-assets and asset-detail pages; every call is scoped to the
// session's customer. /query/aggregation is unsigned (§7: paths containing "aggregation" are exempt,
// see isSignedPath in domain/signing).
export async function assetsHoldingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = assetsDepsOf(api);
  const signedIn = { preHandler: requireCustomer };

  api.get(
    '/query/share-info',
    { ...signedIn, schema: { querystring: shareInfoQuery, response: { 200: okEnvelopeSerialisedOnce(shareInfoResponse) } } },
    // The held holdings (the my-assets page's own list) are written as JSON text by the database; all holdings, emptied
    // ones included, are put together here.
    async (request, reply) =>
      request.query.firstflag === '1'
        ? sendJsonText(reply, await heldShareInfoJson(deps, currentCustomerId(request)))
        : ok(await allHoldingsShareInfo(deps, currentCustomerId(request))),
  );

  api.get('/query/first-income', { ...signedIn, schema: { response: { 200: okEnvelope(firstIncomeResponse) } } }, async (request) =>
    ok(await firstIncome(deps, currentCustomerId(request))),
  );

  api.post(
    '/query/assets-in-transit',
    { ...signedIn, schema: { body: inTransitRequest, response: { 200: okEnvelope(inTransitResponse) } } },
    async (request) => ok(await assetsInTransit(deps, currentCustomerId(request))),
  );

  api.get('/trade/todo', { ...signedIn, schema: { response: { 200: okEnvelope(todoResponse) } } }, async (request) =>
    ok(await todoList(deps, currentCustomerId(request))),
  );

  api.post(
    '/trade/todo',
    { ...signedIn, config: { owns: { id: 'todo' } }, schema: { body: todoDismissRequest, response: { 200: okEnvelope(todoResponse) } } },
    async (request) => ok(await dismissTodo(deps, currentCustomerId(request), request.body.id)),
  );

  api.get('/query/messages', { ...signedIn, schema: { response: { 200: okEnvelope(messageListResponse) } } }, async (request) =>
    ok(await messageList(deps, currentCustomerId(request))),
  );

  api.post(
    '/query/messages/state',
    {
      ...signedIn,
      config: { owns: { id: 'message' } },
      schema: { body: messageStateRequest, response: { 200: okEnvelope(messageListResponse) } },
    },
    async (request) => {
      const body = request.body;
      return ok(await changeMessageState(deps, currentCustomerId(request), body.id, body.state));
    },
  );

  api.post(
    '/query/aggregation',
    { ...signedIn, schema: { response: { 200: okEnvelopeSerialisedOnce(aggregationResponse) } } },
    async (request, reply) => sendJsonText(reply, await myAssetsAggregationJson(deps, currentCustomerId(request))),
  );

  api.post(
    '/query/hold-period',
    { ...signedIn, schema: { body: holdPeriodRequest, response: { 200: okEnvelope(holdPeriodResponse) } } },
    async (request) => ok(await holdPeriod(deps, currentCustomerId(request), request.body.fundCode)),
  );

  api.get(
    '/query/hold-time',
    { ...signedIn, schema: { querystring: holdTimeQuery, response: { 200: okEnvelope(holdTimeResponse) } } },
    async (request) => ok(await holdTime(deps, currentCustomerId(request), request.query.fundCode)),
  );

  api.get(
    '/query/lock-share-list',
    { ...signedIn, schema: { querystring: lockShareQuery, response: { 200: okEnvelope(lockShareResponse) } } },
    async (request) => ok(await lockShares(deps, currentCustomerId(request), request.query.fundCode)),
  );

  api.post(
    '/query/trend',
    { ...signedIn, schema: { body: trendRequest, response: { 200: okEnvelope(trendResponse) } } },
    async (request) => {
      const body = request.body;
      return ok(await holdingTrend(deps, currentCustomerId(request), body.fundCode, body.period));
    },
  );
}
