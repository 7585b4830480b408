import {
  customerIdParams,
  customerRevealRequest,
  customerRevealResponse,
  customerSearchQuery,
  customerSearchResponse,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { findCustomersForStaff, revealCustomerField, type OpsCustomerDeps } from './ops-customers.service.ts';

// 客服 and 合规审计: customers masked; 客服 alone may reveal a full value, with a reason.
export async function opsCustomerRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps: OpsCustomerDeps = { db: ops.db, cipher: ops.fieldCipher, now: () => ops.now() };

  ops.get(
    '/customers',
    {
      config: { permission: 'customer.view' },
      schema: { querystring: customerSearchQuery, response: { 200: okEnvelope(customerSearchResponse) } },
    },
    async (request) => ok(await findCustomersForStaff(deps, request.query.keyword)),
  );

  ops.post(
    '/customers/:id/reveal',
    {
      config: { permission: 'customer.reveal' },
      schema: { params: customerIdParams, body: customerRevealRequest, response: { 200: okEnvelope(customerRevealResponse) } },
    },
    async (request, reply) => {
      const revealed = await revealCustomerField(deps, currentStaff(request), auditMeta(request), request.params.id, request.body);
      // A full ID or card number must not linger in a cache.
      reply.header('Cache-Control', 'no-store');
      return ok(revealed);
    },
  );
}
