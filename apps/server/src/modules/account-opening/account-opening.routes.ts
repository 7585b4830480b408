import {
  idNameVerifyRequest,
  idNameVerifyResponse,
  identityStepRequest,
  openAccountCheckRequest,
  openAccountProgress,
  openAccountRequest,
  openAccountResponse,
  profileResponse,
  profileUpdateRequest,
  profileUpdateResponse,
} from '@fund-direct/domain/contracts';
import { ID_TYPE_ID_CARD } from '@fund-direct/domain/codes';
import { parseIdCard } from '@fund-direct/domain/validate';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { openAccount, progressOf, saveIdentity, verifyIdentity, type OpeningDeps } from './account-opening.service.ts';
import { idCardRoutes } from './id-card.routes.ts';
import { createSimulatedIdentityVerifier } from './identity-verifier.ts';
import { profileOf, updateProfile } from './profile.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §2 /auth/openaccount and person_info: every call acts on the session's customer only.
export async function accountOpeningRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: OpeningDeps = {
    db: api.db,
    cipher: api.fieldCipher,
    now: () => api.now(),
    verifier: createSimulatedIdentityVerifier({ refusedIdnos: api.config.idVerifyRefuse }),
  };

  api.post(
    '/account/id-name/verify',
    {
      config: { personalOnly: true },
      preHandler: requireCustomer,
      schema: { body: idNameVerifyRequest, response: { 200: okEnvelope(idNameVerifyResponse) } },
    },
    async (request) => {
      const body = request.body;
      const idno = body.idtype === ID_TYPE_ID_CARD ? (parseIdCard(body.idno)?.idno ?? body.idno) : body.idno.trim().toUpperCase();
      await verifyIdentity(deps.verifier, { custname: body.custname, idtype: body.idtype, idno });
      return ok({ verified: true as const });
    },
  );

  api.post(
    '/account/open-account/check',
    {
      config: { personalOnly: true },
      preHandler: requireCustomer,
      schema: { body: openAccountCheckRequest, response: { 200: okEnvelope(openAccountProgress) } },
    },
    async (request) => ok(await progressOf(deps, currentCustomerId(request))),
  );

  api.post(
    '/account/open-account/identity',
    {
      config: { personalOnly: true, owns: { taxId: 'input' } },
      preHandler: requireCustomer,
      schema: { body: identityStepRequest, response: { 200: okEnvelope(openAccountProgress) } },
    },
    async (request) => ok(await saveIdentity(deps, currentCustomerId(request), request.body)),
  );

  api.post(
    '/account/open-account',
    {
      config: { personalOnly: true },
      preHandler: requireCustomer,
      schema: { body: openAccountRequest, response: { 200: okEnvelope(openAccountResponse) } },
    },
    async (request) => ok(await openAccount(deps, currentCustomerId(request))),
  );

  api.get(
    '/account/profile',
    { config: { personalOnly: true }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(profileResponse) } } },
    async (request) => ok(await profileOf(deps, currentCustomerId(request))),
  );

  api.post(
    '/account/user-info/set',
    {
      config: { personalOnly: true, owns: { taxId: 'input' } },
      preHandler: requireCustomer,
      schema: { body: profileUpdateRequest, response: { 200: okEnvelope(profileUpdateResponse) } },
    },
    async (request) => ok(await updateProfile(deps, currentCustomerId(request), request.body)),
  );

  // Multipart parsing only in the scope of the upload calls.
  await api.register(idCardRoutes);
}
