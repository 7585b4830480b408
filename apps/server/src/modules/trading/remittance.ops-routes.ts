import { remitArrivalRequest, remitArrivalResponse, remitOrderParams, remitQueueResponse } from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { recordStaffRemitArrival, remitQueue, type RemitOpsDeps } from './remittance-ops.service.ts';

// 客服 → 汇款匹配: remittance orders awaiting money, and a transfer recorded against one of them.
export async function remittanceOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps: RemitOpsDeps = { db: ops.db, account: ops.config.remitAccount, now: () => ops.now() };
  const match = { permission: 'remit.match' } as const;

  ops.get('/remittances', { config: match, schema: { response: { 200: okEnvelope(remitQueueResponse) } } }, async () =>
    ok(await remitQueue(deps)),
  );

  ops.post(
    '/remittances/:orderNo/arrival',
    {
      config: match,
      schema: { params: remitOrderParams, body: remitArrivalRequest, response: { 200: okEnvelope(remitArrivalResponse) } },
    },
    async (request) =>
      ok(await recordStaffRemitArrival(deps, currentStaff(request), auditMeta(request), request.params.orderNo, request.body)),
  );
}
