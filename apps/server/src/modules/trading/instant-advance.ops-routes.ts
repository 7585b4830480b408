import { instantAdvanceDayResponse, instantAdvanceQuery, instantTotalRequest, opsProposalCreated } from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { instantAdvanceDay, proposeInstantTotal } from './instant-advance-ops.service.ts';

// 基金运营 → 快速取现垫资: one day's advances and their settlement; a new daily total goes to a checker.
export async function instantAdvanceOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get(
    '/instant-advances',
    {
      config: { permission: 'fund.view' },
      schema: { querystring: instantAdvanceQuery, response: { 200: okEnvelope(instantAdvanceDayResponse) } },
    },
    async (request) => ok(await instantAdvanceDay(ops.db, ops.now(), request.query.date)),
  );

  ops.post(
    '/instant-advances/total',
    {
      config: { permission: 'fund.propose' },
      schema: { body: instantTotalRequest, response: { 200: okEnvelope(opsProposalCreated) } },
    },
    async (request) =>
      ok(await proposeInstantTotal(ops.db, currentStaff(request), auditMeta(request), ops.now(), request.body), '已提交复核'),
  );
}
