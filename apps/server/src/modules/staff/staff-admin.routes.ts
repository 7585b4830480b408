import { emptyResponse } from '@fund-direct/domain/contracts';
import { staffCreateBody, staffIdParams, staffListResponse, staffOneTimePasswordResponse } from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { createStaff, disableStaff, resetStaff, staffList } from './staff-admin.service.ts';
import { staffDepsOf } from './staff-deps.ts';

// 系统管理员: staff accounts and their roles.
export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps = staffDepsOf(app);
  const manage = { permission: 'staff.manage' } as const;
  const oneTime = { 200: okEnvelope(staffOneTimePasswordResponse) };

  ops.get('/staff', { config: manage, schema: { response: { 200: okEnvelope(staffListResponse) } } }, async () =>
    ok({ list: await staffList(deps) }),
  );

  ops.post('/staff', { config: manage, schema: { body: staffCreateBody, response: oneTime } }, async (request) =>
    ok(await createStaff(deps, currentStaff(request), request.body, auditMeta(request))),
  );

  ops.post('/staff/:id/reset', { config: manage, schema: { params: staffIdParams, response: oneTime } }, async (request) =>
    ok(await resetStaff(deps, currentStaff(request), request.params.id, auditMeta(request))),
  );

  ops.post(
    '/staff/:id/disable',
    { config: manage, schema: { params: staffIdParams, response: { 200: okEnvelope(emptyResponse) } } },
    async (request) => {
      await disableStaff(deps, currentStaff(request), request.params.id, auditMeta(request));
      return ok({});
    },
  );
}
