import {
  ACCOUNT_SECURITY_TEXT,
  emptyResponse,
  institutionPasswordRequest,
  mobileUpdateRequest,
  mobileUpdateResponse,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { authDepsOf, metaOf } from '../auth/auth.public.ts';
import { changeInstitutionPassword, updateMobile } from './account-security.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

export async function accountSecurityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = authDepsOf(api);

  api.post(
    '/account/mobile/update',
    {
      config: { personalOnly: true },
      preHandler: requireCustomer,
      schema: { body: mobileUpdateRequest, response: { 200: okEnvelope(mobileUpdateResponse) } },
    },
    async (request) => {
      const body = request.body;
      const mobile = await updateMobile(deps, currentCustomerId(request), body, metaOf(request));
      return ok({ mobile }, ACCOUNT_SECURITY_TEXT.mobileChanged);
    },
  );

  api.post(
    '/account/institution-password',
    {
      config: { personalOnly: false },
      preHandler: requireCustomer,
      schema: { body: institutionPasswordRequest, response: { 200: okEnvelope(emptyResponse) } },
    },
    async (request) => {
      const body = request.body;
      await changeInstitutionPassword(deps, currentCustomerId(request), request.session!.id, body, metaOf(request));
      return ok({}, ACCOUNT_SECURITY_TEXT.institutionPasswordChanged);
    },
  );
}
