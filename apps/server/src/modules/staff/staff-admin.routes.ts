import { emptyResponse } from '@fund-direct/domain/contracts';
import {
  proposalApproveResponse,
  proposalIdParams,
  proposalListQuery,
  proposalListResponse,
  proposalRejectBody,
  staffCreateBody,
  staffIdParams,
  staffListResponse,
  staffProposalResponse,
  staffRoleBody,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { approvalDepsOf, approveProposal, proposalList, rejectProposal } from '../approval/proposal.service.ts';
import { disableStaff, staffList, unlockStaff } from './staff-admin.service.ts';
import { staffDepsOf } from './staff-deps.ts';
import { proposeCreateStaff, proposeEnable, proposeReset, proposeRoleChange } from './staff-proposal.service.ts';

// 系统管理员: staff accounts and their roles. What grants a right is a proposal another administrator approves here;
// what only takes one away (disable) or lets a locked-out colleague in again (unlock) is done at once, and audited.
export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps = staffDepsOf(app);
  const approval = approvalDepsOf(app);
  const manage = { permission: 'staff.manage' } as const;
  const approve = { permission: 'staff.approve' } as const;
  const proposed = { 200: okEnvelope(staffProposalResponse) };
  const done = { 200: okEnvelope(emptyResponse) };

  ops.get('/staff', { config: manage, schema: { response: { 200: okEnvelope(staffListResponse) } } }, async () =>
    ok({ list: await staffList(deps) }),
  );

  ops.post('/staff', { config: manage, schema: { body: staffCreateBody, response: proposed } }, async (request) =>
    ok(await proposeCreateStaff(deps, currentStaff(request), request.body, auditMeta(request))),
  );

  ops.post(
    '/staff/:id/role',
    { config: manage, schema: { params: staffIdParams, body: staffRoleBody, response: proposed } },
    async (request) => ok(await proposeRoleChange(deps, currentStaff(request), request.params.id, request.body.role, auditMeta(request))),
  );

  ops.post('/staff/:id/reset', { config: manage, schema: { params: staffIdParams, response: proposed } }, async (request) =>
    ok(await proposeReset(deps, currentStaff(request), request.params.id, auditMeta(request))),
  );

  ops.post('/staff/:id/enable', { config: manage, schema: { params: staffIdParams, response: proposed } }, async (request) =>
    ok(await proposeEnable(deps, currentStaff(request), request.params.id, auditMeta(request))),
  );

  ops.post('/staff/:id/disable', { config: manage, schema: { params: staffIdParams, response: done } }, async (request) => {
    await disableStaff(deps, currentStaff(request), request.params.id, auditMeta(request));
    return ok({});
  });

  ops.post('/staff/:id/unlock', { config: manage, schema: { params: staffIdParams, response: done } }, async (request) => {
    await unlockStaff(deps, currentStaff(request), request.params.id, auditMeta(request));
    return ok({});
  });

  // The administrators' queue: staff proposals only (the checkers' queue is /proposals).
  ops.get(
    '/staff/proposals',
    {
      config: manage,
      schema: { querystring: proposalListQuery.omit({ kind: true }), response: { 200: okEnvelope(proposalListResponse) } },
    },
    async (request) => ok(await proposalList(app.db, { ...request.query, kind: 'staff' })),
  );

  ops.post(
    '/staff/proposals/:id/approve',
    { config: approve, schema: { params: proposalIdParams, response: { 200: okEnvelope(proposalApproveResponse) } } },
    async (request) => ok(await approveProposal(approval, currentStaff(request), request.params.id, auditMeta(request))),
  );

  ops.post(
    '/staff/proposals/:id/reject',
    { config: approve, schema: { params: proposalIdParams, body: proposalRejectBody, response: done } },
    async (request) => {
      await rejectProposal(approval, currentStaff(request), request.params.id, request.body.reason, auditMeta(request));
      return ok({});
    },
  );
}
