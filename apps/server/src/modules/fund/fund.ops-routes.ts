import {
  fundProposalRequest,
  opsFundDetailResponse,
  opsFundListQuery,
  opsFundListResponse,
  opsFundParams,
  opsProposalCreated,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { listOpsFunds, opsFundDetail } from './fund-ops.service.ts';
import { proposeFundUpdate } from './fund-proposal.service.ts';

// Console: funds list and edit (issue 17). Reading needs fund.view; a change is only proposed here
// ('fund.update') and takes effect when a checker approves it.
export async function fundOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();

  ops.get(
    '/funds',
    { config: { permission: 'fund.view' }, schema: { querystring: opsFundListQuery, response: { 200: okEnvelope(opsFundListResponse) } } },
    async (request) => ok(await listOpsFunds(ops.db, request.query)),
  );

  ops.get(
    '/funds/:code',
    { config: { permission: 'fund.view' }, schema: { params: opsFundParams, response: { 200: okEnvelope(opsFundDetailResponse) } } },
    async (request) => ok(await opsFundDetail(ops.db, request.params.code)),
  );

  ops.post(
    '/funds/:code/proposals',
    {
      config: { permission: 'fund.propose' },
      schema: { params: opsFundParams, body: fundProposalRequest, response: { 200: okEnvelope(opsProposalCreated) } },
    },
    async (request) =>
      ok(
        await proposeFundUpdate(ops.db, currentStaff(request), auditMeta(request), ops.now(), request.params.code, request.body),
        '已提交复核',
      ),
  );
}
