import {
  ACCOUNT_SECURITY_TEXT,
  emptyResponse,
  institutionPasswordRequest,
  mobileUpdateRequest,
  mobileUpdateResponse,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { authDepsOf, metaOf } from '../auth/auth-deps.ts';
import { changeInstitutionPassword, updateMobile } from './account-security.service.ts';

export async function accountSecurityRoutes(api: FastifyInstance): Promise<void> {
  const deps = authDepsOf(api);

  api.post(
    '/account/mobile/update',
    { preHandler: requireCustomer, schema: { body: mobileUpdateRequest, response: { 200: okEnvelope(mobileUpdateResponse) } } },
    async (request) => {
      const body = request.body as z.infer<typeof mobileUpdateRequest>;
      const mobile = await updateMobile(deps, currentCustomerId(request), body, metaOf(request));
      return ok({ mobile }, ACCOUNT_SECURITY_TEXT.mobileChanged);
    },
  );

  api.post(
    '/account/institution-password',
    { preHandler: requireCustomer, schema: { body: institutionPasswordRequest, response: { 200: okEnvelope(emptyResponse) } } },
    async (request) => {
      const body = request.body as z.infer<typeof institutionPasswordRequest>;
      await changeInstitutionPassword(deps, currentCustomerId(request), request.session!.id, body, metaOf(request));
      return ok({}, ACCOUNT_SECURITY_TEXT.institutionPasswordChanged);
    },
  );
}
