import {
  AUTH_TEXT,
  changeLoginPasswordRequest,
  checkPasswordRequest,
  checkPasswordResponse,
  emptyResponse,
  resetLoginPasswordRequest,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { authDepsOf, metaOf } from './auth-deps.ts';
import { changeLoginPassword, checkPassword, resetLoginPassword } from './password.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = authDepsOf(api);

  api.post(
    '/account/check-password',
    // The login password is every customer's own, an institution's too.
    {
      config: { personalOnly: false },
      preHandler: requireCustomer,
      schema: { body: checkPasswordRequest, response: { 200: okEnvelope(checkPasswordResponse) } },
    },
    async (request) => {
      const body = request.body;
      await checkPassword(deps, currentCustomerId(request), body.password, metaOf(request));
      return ok({ valid: true as const });
    },
  );

  api.post(
    '/account/reset-login-password',
    { schema: { body: resetLoginPasswordRequest, response: { 200: okEnvelope(emptyResponse) } } },
    async (request) => {
      await resetLoginPassword(deps, request.body, metaOf(request));
      return ok({}, AUTH_TEXT.resetSucceeded);
    },
  );

  api.post(
    '/account/login-password',
    {
      config: { personalOnly: true },
      preHandler: requireCustomer,
      schema: { body: changeLoginPasswordRequest, response: { 200: okEnvelope(emptyResponse) } },
    },
    async (request) => {
      const body = request.body;
      await changeLoginPassword(deps, currentCustomerId(request), request.session!.id, body, metaOf(request));
      return ok({}, AUTH_TEXT.passwordChanged);
    },
  );
}
