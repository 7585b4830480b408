import {
  closureCheckResponse,
  closureRequest,
  consentListResponse,
  dataExportItem,
  dataExportListResponse,
  dataExportRequest,
  emptyResponse,
  PERSONAL_DATA_TEXT,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { authDepsOf, metaOf } from '../auth/auth.public.ts';
import { consentList } from '../consent/consent.public.ts';
import { closeAccount, closureCheck } from './account-closure.service.ts';
import { listExports, requestExport, type PersonalDataDeps } from './data-export.service.ts';
import { createExportRunner } from './export-runner.ts';

export function personalDataDepsOf(app: FastifyInstance): PersonalDataDeps {
  const auth = authDepsOf(app);
  return { db: auth.db, cipher: auth.cipher, now: auth.now, log: app.log };
}

// 我的个人数据 on /account/safe: the agreements accepted, exports of everything held, and closing the account.
export async function personalDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = authDepsOf(api);
  const deps = personalDataDepsOf(api);
  const runner = createExportRunner(deps);
  api.addHook('onClose', () => runner.idle());

  // PIPL rights (the consents given, a copy of the data held) belong to natural persons: an institution's data is the
  // company's records, asked for at the counter.
  api.get(
    '/account/consents',
    { config: { personalOnly: true }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(consentListResponse) } } },
    async (request) => ok({ list: await consentList(deps.db, currentCustomerId(request)) }),
  );

  api.get(
    '/account/data-exports',
    { config: { personalOnly: true }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(dataExportListResponse) } } },
    async (request) => ok({ list: await listExports(deps, currentCustomerId(request)) }),
  );

  api.post(
    '/account/data-exports',
    {
      config: { personalOnly: true },
      preHandler: requireCustomer,
      schema: { body: dataExportRequest, response: { 200: okEnvelope(dataExportItem) } },
    },
    async (request) => {
      const item = await requestExport(deps, currentCustomerId(request), metaOf(request));
      runner.kick();
      return ok(item, PERSONAL_DATA_TEXT.exportRequested);
    },
  );

  api.get(
    '/account/closure',
    { config: { personalOnly: true }, preHandler: requireCustomer, schema: { response: { 200: okEnvelope(closureCheckResponse) } } },
    async (request) => ok(await closureCheck(auth, currentCustomerId(request))),
  );

  api.post(
    '/account/closure',
    {
      config: { personalOnly: true },
      preHandler: requireCustomer,
      schema: { body: closureRequest, response: { 200: okEnvelope(emptyResponse) } },
    },
    async (request) => {
      await closeAccount(auth, currentCustomerId(request), request.body, metaOf(request));
      return ok({}, PERSONAL_DATA_TEXT.closed);
    },
  );
}
