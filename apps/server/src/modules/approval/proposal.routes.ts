import { emptyResponse } from '@fund-direct/domain/contracts';
import {
  proposalApproveResponse,
  proposalDetailResponse,
  proposalIdParams,
  proposalListQuery,
  proposalListResponse,
  proposalRejectBody,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { approvalDepsOf, approveProposal, proposalDetail, proposalList, rejectProposal } from './proposal.service.ts';

// 复核: the checker's queue. Approving runs the change; rejecting needs a reason.
export async function proposalRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps = approvalDepsOf(app);
  const view = { permission: 'proposal.view' } as const;
  const approve = { permission: 'proposal.approve' } as const;
  const done = { 200: okEnvelope(emptyResponse) };

  ops.get(
    '/proposals',
    { config: view, schema: { querystring: proposalListQuery, response: { 200: okEnvelope(proposalListResponse) } } },
    async (request) => ok(await proposalList(app.db, request.query)),
  );

  ops.get(
    '/proposals/:id',
    { config: view, schema: { params: proposalIdParams, response: { 200: okEnvelope(proposalDetailResponse) } } },
    async (request) => ok(await proposalDetail(app.db, request.params.id)),
  );

  ops.post(
    '/proposals/:id/approve',
    { config: approve, schema: { params: proposalIdParams, response: { 200: okEnvelope(proposalApproveResponse) } } },
    async (request) => ok(await approveProposal(deps, currentStaff(request), request.params.id, auditMeta(request))),
  );

  ops.post(
    '/proposals/:id/reject',
    { config: approve, schema: { params: proposalIdParams, body: proposalRejectBody, response: done } },
    async (request) => {
      await rejectProposal(deps, currentStaff(request), request.params.id, request.body.reason, auditMeta(request));
      return ok({});
    },
  );
}
