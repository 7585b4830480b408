import {
  customerActionRequest,
  customerActionResponse,
  customerCancelProposalResponse,
  customerDetailResponse,
  customerFreezeRequest,
  customerIdParams,
  customerOrderParams,
  customerRevealRequest,
  customerRevealResponse,
  customerSearchQuery,
  customerSearchResponse,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import {
  freezeAccount,
  proposeOrderCancel,
  revokeSessions,
  unfreezeAccount,
  unlockTradePassword,
  type CustomerActionDeps,
} from './customer-actions.service.ts';
import { customerDetail, type CustomerDetailDeps } from './customer-detail.service.ts';
import { findCustomersForStaff, revealCustomerField, type OpsCustomerDeps } from './ops-customers.service.ts';

// 客服 and 合规审计: customers masked; 客服 alone may reveal a full value or act on the account, with a reason.
export async function opsCustomerRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps: OpsCustomerDeps = { db: ops.db, cipher: ops.fieldCipher, now: () => ops.now() };
  const detailDeps: CustomerDetailDeps = {
    ...deps,
    sessions: ops.sessionStore,
    remitAccount: ops.config.remitAccount,
  };
  const actionDeps: CustomerActionDeps = { db: ops.db, sessions: ops.sessionStore, now: () => ops.now() };

  ops.get(
    '/customers',
    {
      config: { permission: 'customer.view' },
      schema: { querystring: customerSearchQuery, response: { 200: okEnvelope(customerSearchResponse) } },
    },
    async (request) => ok(await findCustomersForStaff(deps, request.query.keyword)),
  );

  ops.get(
    '/customers/:id',
    {
      config: { permission: 'customer.view' },
      schema: { params: customerIdParams, response: { 200: okEnvelope(customerDetailResponse) } },
    },
    async (request) => ok(await customerDetail(detailDeps, request.params.id)),
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

  const actions = [
    ['/customers/:id/unlock-trade-password', unlockTradePassword],
    ['/customers/:id/revoke-sessions', revokeSessions],
    ['/customers/:id/unfreeze', unfreezeAccount],
  ] as const;
  for (const [url, action] of actions) {
    ops.post(
      url,
      {
        config: { permission: 'customer.act' },
        schema: { params: customerIdParams, body: customerActionRequest, response: { 200: okEnvelope(customerActionResponse) } },
      },
      async (request) =>
        ok(await action(actionDeps, { actor: currentStaff(request), meta: auditMeta(request) }, request.params.id, request.body)),
    );
  }

  ops.post(
    '/customers/:id/freeze',
    {
      config: { permission: 'customer.act' },
      schema: { params: customerIdParams, body: customerFreezeRequest, response: { 200: okEnvelope(customerActionResponse) } },
    },
    async (request) =>
      ok(await freezeAccount(actionDeps, { actor: currentStaff(request), meta: auditMeta(request) }, request.params.id, request.body)),
  );

  ops.post(
    '/customers/:id/orders/:orderId/cancel',
    {
      config: { permission: 'customer.act' },
      schema: { params: customerOrderParams, body: customerActionRequest, response: { 200: okEnvelope(customerCancelProposalResponse) } },
    },
    async (request) =>
      ok(
        await proposeOrderCancel(
          actionDeps,
          { actor: currentStaff(request), meta: auditMeta(request) },
          request.params.id,
          request.params.orderId,
          request.body,
        ),
      ),
  );
}
