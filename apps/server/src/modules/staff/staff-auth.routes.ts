import { emptyResponse } from '@fund-direct/domain/contracts';
import {
  opsLoginBody,
  opsMeResponse,
  opsPasswordBody,
  opsStageResponse,
  opsTotpBody,
  opsTotpEnrolmentResponse,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, clearOpsCookie, pendingStaffSession, setOpsCookie } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import {
  beginTotpEnrolment,
  changeInitialPassword,
  confirmTotpEnrolment,
  describeSession,
  loginWithPassword,
  logoutStaff,
  verifyTotp,
} from './staff-auth.service.ts';
import { staffDepsOf } from './staff-deps.ts';

// Issue 17: password, then (first time) a new password and a TOTP enrolment, then a TOTP code; only then the console.
export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps = staffDepsOf(app);
  const stage = { 200: okEnvelope(opsStageResponse) };

  ops.post('/auth/login', { config: { permission: 'public' }, schema: { body: opsLoginBody, response: stage } }, async (request, reply) => {
    const result = await loginWithPassword(deps, request.body, auditMeta(request));
    setOpsCookie(reply, result.token, deps.secureCookie);
    return ok({ stage: result.stage });
  });

  ops.post('/auth/password', { config: { permission: 'pending' }, schema: { body: opsPasswordBody, response: stage } }, async (request) =>
    ok({ stage: await changeInitialPassword(deps, pendingStaffSession(request), request.body.newPassword, auditMeta(request)) }),
  );

  ops.get(
    '/auth/totp-enrolment',
    { config: { permission: 'pending' }, schema: { response: { 200: okEnvelope(opsTotpEnrolmentResponse) } } },
    async (request) => ok(await beginTotpEnrolment(deps, pendingStaffSession(request))),
  );

  ops.post('/auth/totp-enrol', { config: { permission: 'pending' }, schema: { body: opsTotpBody, response: stage } }, async (request) =>
    ok({ stage: await confirmTotpEnrolment(deps, pendingStaffSession(request), request.body.code, auditMeta(request)) }),
  );

  ops.post('/auth/totp', { config: { permission: 'pending' }, schema: { body: opsTotpBody, response: stage } }, async (request) =>
    ok({ stage: await verifyTotp(deps, pendingStaffSession(request), request.body.code, auditMeta(request)) }),
  );

  // No session is an answer here (null), not an error: the console asks this before anyone has logged in.
  ops.get(
    '/auth/me',
    { config: { permission: 'public' }, schema: { response: { 200: okEnvelope(opsMeResponse.nullable()) } } },
    async (request) => ok(request.staffSession ? describeSession(request.staffSession) : null),
  );

  ops.post(
    '/auth/logout',
    { config: { permission: 'pending' }, schema: { response: { 200: okEnvelope(emptyResponse) } } },
    async (request, reply) => {
      await logoutStaff(deps, pendingStaffSession(request), auditMeta(request));
      clearOpsCookie(reply, deps.secureCookie);
      return ok({});
    },
  );
}
