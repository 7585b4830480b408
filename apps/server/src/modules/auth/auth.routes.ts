import {
  codeLoginRequest,
  emptyResponse,
  loginResponse,
  registerRequest,
  registerStateQuery,
  registerStateResponse,
  tokenLoginRequest,
  AUTH_TEXT,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { createAccountLimiter } from '../../plugins/rate-limit.ts';
import { authDepsOf, metaOf } from './auth-deps.ts';
import { insertAuthEvent } from './auth-event.repository.ts';
import { codeLogin, register, registerState, tokenLogin } from './auth.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// Register state is the one call that tells whether a mobile is registered, so it has its own per-IP limit.
const REGISTER_STATE_LIMIT = { max: 30, timeWindowMs: 10 * 60 * 1000 };

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = authDepsOf(api);
  const registerStateLimiter = createAccountLimiter(api, {
    name: 'register-state',
    ...REGISTER_STATE_LIMIT,
    key: (request) => request.ip,
  });

  api.get(
    '/account/register-state',
    {
      schema: { querystring: registerStateQuery, response: { 200: okEnvelope(registerStateResponse) } },
      preHandler: registerStateLimiter.preHandler,
    },
    async (request) => ok(await registerState(deps, request.query.mobile)),
  );

  api.post('/account/register', { schema: { body: registerRequest, response: { 200: okEnvelope(loginResponse) } } }, async (request) =>
    ok(await register(deps, request.body, metaOf(request)), AUTH_TEXT.registerSucceeded),
  );

  // §7: token login and code login also have PUT variants.
  for (const method of ['POST', 'PUT'] as const) {
    api.route({
      method,
      url: '/account/token-login',
      schema: { body: tokenLoginRequest, response: { 200: okEnvelope(loginResponse) } },
      handler: async (request) => ok(await tokenLogin(deps, request.body, metaOf(request)), AUTH_TEXT.loginSucceeded),
    });
    api.route({
      method,
      url: '/account/code-login',
      schema: { body: codeLoginRequest, response: { 200: okEnvelope(loginResponse) } },
      handler: async (request) => ok(await codeLogin(deps, request.body, metaOf(request)), AUTH_TEXT.loginSucceeded),
    });
  }

  // §4 logout, plus the server-side revoke. Answers success even when the session is already gone,
  // so that logging out never ends in the 401 dialog.
  api.post('/account/logout', { schema: { response: { 200: okEnvelope(emptyResponse) } } }, async (request) => {
    const session = request.session;
    if (session && (await deps.sessions.revoke(session.id))) {
      await insertAuthEvent(deps.db, { type: 'logout', at: deps.now(), customerId: session.customerId, ...metaOf(request) });
    }
    return ok({});
  });
}
