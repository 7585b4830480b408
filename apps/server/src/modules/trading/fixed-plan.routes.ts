import {
  fixedPlanCreateRequest,
  fixedPlanListQuery,
  fixedPlanListResponse,
  fixedPlanResponse,
  fixedPlanStatusRequest,
  fixedPlanView,
  type FixedPlanCreateRequest,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { changePlanStatus, createPlan, customerPlans } from './fixed-plan.service.ts';
import type { TradingDeps } from './trade-context.ts';

// §7 fixed-plan calls: create, list, status change.
export async function fixedPlanRoutes(api: FastifyInstance, deps: TradingDeps): Promise<void> {
  const signedIn = { preHandler: requireCustomer };

  api.post('/trade/fixed-plan', { ...signedIn, schema: { body: fixedPlanCreateRequest, response: { 200: okEnvelope(fixedPlanResponse) } } }, async (request) =>
    ok(await createPlan(deps, currentCustomerId(request), request.body as FixedPlanCreateRequest)),
  );

  api.get(
    '/trade/fixed-plan',
    { ...signedIn, schema: { querystring: fixedPlanListQuery, response: { 200: okEnvelope(fixedPlanListResponse) } } },
    async (request) => ok({ list: await customerPlans(deps, currentCustomerId(request), (request.query as z.infer<typeof fixedPlanListQuery>).status) }),
  );

  api.post(
    '/trade/fixed-plan/status',
    { ...signedIn, schema: { body: fixedPlanStatusRequest, response: { 200: okEnvelope(fixedPlanView) } } },
    async (request) => ok(await changePlanStatus(deps, currentCustomerId(request), request.body as z.infer<typeof fixedPlanStatusRequest>)),
  );
}
