import {
  bonusListResponse,
  instantRoomQuery,
  instantRoomResponse,
  leaveMarkRequest,
  leaveMarkResponse,
  planWorkdatesQuery,
  planWorkdatesResponse,
  targetFundsRequest,
  targetFundsResponse,
  TRADE_TEXT,
  tradeFareRequest,
  tradeFareResponse,
  tradeLimitQuery,
  tradeLimitResponse,
  warningListQuery,
  warningListResponse,
  workdatesQuery,
  workdatesResponse,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { bonusList } from './bonus.service.ts';
import { tradeFare } from './fare.service.ts';
import { instantRoomFor } from './instant-redemption.service.ts';
import { fixedPlanRoutes } from './fixed-plan.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { planWorkdates, tradeLimit, workdates } from './quote.service.ts';
import { leaveMark, warningList } from './risk-confirmation.service.ts';
import { convertTargets } from './share-order.service.ts';
import { tradingDepsOf } from './trade-context.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 Trade and Query calls of the order book; every call is scoped to the session's customer.
export async function tradingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = tradingDepsOf(api);
  const signedIn = { preHandler: requireCustomer };

  api.get(
    '/trade/workdates',
    { ...signedIn, schema: { querystring: workdatesQuery, response: { 200: okEnvelope(workdatesResponse) } } },
    async (request) => ok(await workdates(deps, request.query)),
  );

  api.get(
    '/trade/fixed-plan/workdates',
    { ...signedIn, schema: { querystring: planWorkdatesQuery, response: { 200: okEnvelope(planWorkdatesResponse) } } },
    async (request) => ok(planWorkdates(deps, request.query)),
  );

  api.get(
    '/trade/limit',
    {
      ...signedIn,
      config: { owns: { tradeacco: 'card' } },
      schema: { querystring: tradeLimitQuery, response: { 200: okEnvelope(tradeLimitResponse) } },
    },
    async (request) => ok(await tradeLimit(deps, currentCustomerId(request), request.query)),
  );

  api.get(
    '/trade/instant-room',
    { ...signedIn, schema: { querystring: instantRoomQuery, response: { 200: okEnvelope(instantRoomResponse) } } },
    async (request) => ok(await instantRoomFor(deps, currentCustomerId(request), request.query.fundCode)),
  );

  api.post(
    '/trade/fare',
    { ...signedIn, schema: { body: tradeFareRequest, response: { 200: okEnvelope(tradeFareResponse) } } },
    async (request) => ok(await tradeFare(deps, currentCustomerId(request), request.body)),
  );

  api.get(
    '/trade/warning-list',
    { ...signedIn, schema: { querystring: warningListQuery, response: { 200: okEnvelope(warningListResponse) } } },
    async (request) => ok(await warningList(deps, currentCustomerId(request), request.query.fundCode)),
  );

  api.post(
    '/trade/leave-mark',
    {
      ...signedIn,
      config: { personalOnly: 'trade' },
      schema: { body: leaveMarkRequest, response: { 200: okEnvelope(leaveMarkResponse) } },
    },
    async (request) => ok(await leaveMark(deps, currentCustomerId(request), request.body.fundCode), TRADE_TEXT.confirmed),
  );

  api.post(
    '/query/targetfunds',
    { ...signedIn, schema: { body: targetFundsRequest, response: { 200: okEnvelope(targetFundsResponse) } } },
    async (request) => {
      const targets = await convertTargets(deps, request.body.fundCode);
      return ok({
        list: targets.map((t) => ({ fundCode: t.code, fundName: t.name, fundType: t.fundType, riskLevel: t.riskLevel, status: t.status })),
      });
    },
  );

  api.get('/query/bonus-list', { ...signedIn, schema: { response: { 200: okEnvelope(bonusListResponse) } } }, async (request) =>
    ok(await bonusList(deps, currentCustomerId(request))),
  );

  await orderRoutes(api, deps);
  await fixedPlanRoutes(api, deps);
}
