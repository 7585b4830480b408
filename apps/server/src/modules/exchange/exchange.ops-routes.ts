import {
  exchangeDateParams,
  exchangeDayResponse,
  exchangeDaysResponse,
  exchangeFileParams,
  exchangeImportResponse,
  exchangeWriteResponse,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { answerAsRegistrar, exchangeFileDownload, exportDay, importDay, type ExchangeOpsDeps } from './exchange-ops.service.ts';
import { exchangeDay, exchangeDays } from './exchange-view.service.ts';

// 数据交换: each trading day's files with the registrar, their states and breaks; writing our applications,
// the built-in registrar's answer (not in production) and the import of the registrar's files.
export async function exchangeOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps: ExchangeOpsDeps = {
    db: ops.db,
    config: ops.config,
    fieldCipher: ops.fieldCipher,
    logger: ops.log,
    now: () => ops.now(),
  };
  const view = { permission: 'exchange.view' } as const;
  const run = { permission: 'exchange.run' } as const;
  const who = (request: FastifyRequest) => ({ actor: currentStaff(request), meta: auditMeta(request) });

  ops.get('/exchange/days', { config: view, schema: { response: { 200: okEnvelope(exchangeDaysResponse) } } }, async () =>
    ok(await exchangeDays(deps, deps.now())),
  );

  ops.get(
    '/exchange/days/:date',
    { config: view, schema: { params: exchangeDateParams, response: { 200: okEnvelope(exchangeDayResponse) } } },
    async (request) => ok(await exchangeDay(deps, request.params.date)),
  );

  // The file's bytes as written or received (GB18030 text), not an envelope.
  ops.get(
    '/exchange/days/:date/files/:direction/:name',
    { config: view, schema: { params: exchangeFileParams } },
    async (request, reply) => {
      const file = await exchangeFileDownload(deps, request.params);
      return reply
        .type('text/plain; charset=gb18030')
        .header('Content-Disposition', `attachment; filename="${file.name}"`)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  ops.post(
    '/exchange/days/:date/export',
    { config: run, schema: { params: exchangeDateParams, response: { 200: okEnvelope(exchangeWriteResponse) } } },
    async (request) => ok(await exportDay(deps, who(request), request.params.date)),
  );

  ops.post(
    '/exchange/days/:date/counterparty',
    { config: run, schema: { params: exchangeDateParams, response: { 200: okEnvelope(exchangeWriteResponse) } } },
    async (request) => ok(await answerAsRegistrar(deps, who(request), request.params.date)),
  );

  ops.post(
    '/exchange/days/:date/import',
    { config: run, schema: { params: exchangeDateParams, response: { 200: okEnvelope(exchangeImportResponse) } } },
    async (request) => ok(await importDay(deps, who(request), request.params.date)),
  );
}
