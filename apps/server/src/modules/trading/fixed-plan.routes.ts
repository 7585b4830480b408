import {
  fixedPlanCreateRequest,
  fixedPlanListQuery,
  fixedPlanListResponse,
  fixedPlanResponse,
  fixedPlanStatusRequest,
  fixedPlanView,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { changePlanStatus, createPlan, customerPlans } from './fixed-plan.service.ts';
import type { TradingDeps } from './trade-context.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 fixed-plan calls: create, list, status change.
export async function fixedPlanRoutes(app: FastifyInstance, deps: TradingDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: requireCustomer, config: { personalOnly: 'trade' } } as const;

  api.post(
    '/trade/fixed-plan',
    {
      ...signedIn,
      config: { ...signedIn.config, owns: { clientRequestId: 'clientRequest', riskConfirmationId: 'riskConfirmation', tradeacco: 'card' } },
      schema: { body: fixedPlanCreateRequest, response: { 200: okEnvelope(fixedPlanResponse) } },
    },
    async (request) => ok(await createPlan(deps, currentCustomerId(request), request.body)),
  );

  api.get(
    '/trade/fixed-plan',
    { ...signedIn, schema: { querystring: fixedPlanListQuery, response: { 200: okEnvelope(fixedPlanListResponse) } } },
    async (request) => ok({ list: await customerPlans(deps, currentCustomerId(request), request.query.status) }),
  );

  api.post(
    '/trade/fixed-plan/status',
    {
      ...signedIn,
      config: { ...signedIn.config, owns: { planNo: 'plan' } },
      schema: { body: fixedPlanStatusRequest, response: { 200: okEnvelope(fixedPlanView) } },
    },
    async (request) => ok(await changePlanStatus(deps, currentCustomerId(request), request.body)),
  );
}
