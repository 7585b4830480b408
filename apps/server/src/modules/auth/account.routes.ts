import { AppError } from '@fund-direct/domain/errors';
import {
  emptyResponse,
  organisationInfoRequest,
  revokeSessionRequest,
  sessionListResponse,
  userInfo,
  type SessionItem,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { SessionRow } from '../../db/schema/session.ts';
import { ok, okEnvelope, okEnvelopeSerialisedOnce } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { authDepsOf, metaOf } from './auth-deps.ts';
import { insertAuthEvent } from './auth-event.repository.ts';
import { organisationInfoOf, userInfoOf } from './user-info.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

function toSessionItem(row: SessionRow, currentId: string | undefined): SessionItem {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === currentId,
  };
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = authDepsOf(api);

  // §3/§4: the signed-in customer's user info.
  api.get(
    '/account/user-info',
    { config: { personalOnly: false }, preHandler: requireCustomer, schema: { response: { 200: okEnvelopeSerialisedOnce(userInfo) } } },
    async (request) => ok(await userInfoOf(deps, currentCustomerId(request))),
  );

  api.post(
    '/account/organisation-info',
    {
      preHandler: requireCustomer,
      config: { personalOnly: false, owns: { clientid: 'customer' } },
      schema: { body: organisationInfoRequest, response: { 200: okEnvelope(userInfo) } },
    },
    async (request) => {
      const body = request.body;
      return ok(await organisationInfoOf(deps, currentCustomerId(request), body.clientid));
    },
  );

  // Issue 3: sessions are listed and revocable. An institution's account security is its own (the security centre lists them).
  api.get(
    '/account/sessions',
    { config: { personalOnly: false }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(sessionListResponse) } } },
    async (request) => {
      const rows = await deps.sessions.listFor(currentCustomerId(request));
      return ok(rows.map((row) => toSessionItem(row, request.session?.id)));
    },
  );

  api.post(
    '/account/sessions/revoke',
    {
      preHandler: requireCustomer,
      config: { personalOnly: false, owns: { sessionId: 'session' } },
      schema: { body: revokeSessionRequest, response: { 200: okEnvelope(emptyResponse) } },
    },
    async (request) => {
      const customerId = currentCustomerId(request);
      const body = request.body;
      let revoked: number;
      if ('sessionId' in body) {
        const own = (await deps.sessions.listFor(customerId)).some((row) => row.id === body.sessionId);
        if (!own) throw new AppError('RESOURCE_NOT_FOUND');
        revoked = (await deps.sessions.revoke(body.sessionId)) ? 1 : 0;
      } else {
        revoked = await deps.sessions.revokeAllFor(customerId, request.session?.id);
      }
      await insertAuthEvent(deps.db, {
        type: 'session-revoked',
        at: deps.now(),
        customerId,
        detail: `count=${revoked}`,
        ...metaOf(request),
      });
      return ok({});
    },
  );
}
