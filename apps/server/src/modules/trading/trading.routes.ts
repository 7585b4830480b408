import {
  bonusListResponse,
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
  type TradeFareRequest,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { bonusList } from './bonus.service.ts';
import './card-usage-check.ts';
import { tradeFare } from './fare.service.ts';
import { fixedPlanRoutes } from './fixed-plan.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { planWorkdates, tradeLimit, workdates } from './quote.service.ts';
import { leaveMark, warningList } from './risk-confirmation.service.ts';
import { convertTargets } from './share-order.service.ts';
import type { TradingDeps } from './trade-context.ts';

export function tradingDepsOf(api: FastifyInstance): TradingDeps {
  return { db: api.db, cipher: api.fieldCipher, remitAccount: api.config.remitAccount, now: () => api.now() };
}

// §7 Trade and Query calls of the order book; every call is scoped to the session's customer.
export async function tradingRoutes(api: FastifyInstance): Promise<void> {
  const deps = tradingDepsOf(api);
  const signedIn = { preHandler: requireCustomer };

  api.get('/trade/workdates', { ...signedIn, schema: { querystring: workdatesQuery, response: { 200: okEnvelope(workdatesResponse) } } }, async (request) =>
    ok(await workdates(deps, request.query as z.infer<typeof workdatesQuery>)),
  );

  api.get(
    '/trade/fixed-plan/workdates',
    { ...signedIn, schema: { querystring: planWorkdatesQuery, response: { 200: okEnvelope(planWorkdatesResponse) } } },
    async (request) => ok(planWorkdates(deps, request.query as z.infer<typeof planWorkdatesQuery>)),
  );

  api.get('/trade/limit', { ...signedIn, schema: { querystring: tradeLimitQuery, response: { 200: okEnvelope(tradeLimitResponse) } } }, async (request) =>
    ok(await tradeLimit(deps, currentCustomerId(request), request.query as z.infer<typeof tradeLimitQuery>)),
  );

  api.post('/trade/fare', { ...signedIn, schema: { body: tradeFareRequest, response: { 200: okEnvelope(tradeFareResponse) } } }, async (request) =>
    ok(await tradeFare(deps, currentCustomerId(request), request.body as TradeFareRequest)),
  );

  api.get(
    '/trade/warning-list',
    { ...signedIn, schema: { querystring: warningListQuery, response: { 200: okEnvelope(warningListResponse) } } },
    async (request) => ok(await warningList(deps, currentCustomerId(request), (request.query as z.infer<typeof warningListQuery>).fundCode)),
  );

  api.post('/trade/leave-mark', { ...signedIn, schema: { body: leaveMarkRequest, response: { 200: okEnvelope(leaveMarkResponse) } } }, async (request) =>
    ok(await leaveMark(deps, currentCustomerId(request), (request.body as z.infer<typeof leaveMarkRequest>).fundCode), TRADE_TEXT.confirmed),
  );

  api.post(
    '/query/targetfunds',
    { ...signedIn, schema: { body: targetFundsRequest, response: { 200: okEnvelope(targetFundsResponse) } } },
    async (request) => {
      const targets = await convertTargets(deps, (request.body as z.infer<typeof targetFundsRequest>).fundCode);
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
