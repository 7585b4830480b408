import { customerRiskResponse, riskQuestionsResponse, riskResult, riskSubmitRequest, RISK_TEXT } from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { customerRisk, riskQuestionnaire, submitRiskAssessment } from './risk.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 Account: risk info (the questionnaire), customer risk info, submit risk. Scoped to the session's customer.
export async function riskRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/account/risk/questions',
    // The questionnaire belongs to the personal risk page (institutions are assessed at the counter).
    { config: { personalOnly: true }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(riskQuestionsResponse) } } },
    async () => ok(await riskQuestionnaire(api.db)),
  );

  api.get(
    '/account/risk/customer',
    { config: { personalOnly: true }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(customerRiskResponse) } } },
    async (request) => ok(await customerRisk(api.db, currentCustomerId(request), api.now())),
  );

  api.post(
    '/account/risk/submit',
    {
      config: { personalOnly: true },
      preHandler: requireCustomer,
      schema: { body: riskSubmitRequest, response: { 200: okEnvelope(riskResult) } },
    },
    async (request) => {
      const body = request.body;
      return ok(await submitRiskAssessment(api.db, currentCustomerId(request), body.answers, api.now()), RISK_TEXT.submitted);
    },
  );
}
