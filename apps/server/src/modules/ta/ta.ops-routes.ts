import {
  taBatchDateParams,
  taBatchDetailResponse,
  taBatchListQuery,
  taBatchListResponse,
  taRunRequest,
  taRunResponse,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { taBatchDetail, taBatchPage } from './ta-batch-view.service.ts';
import { proposeTaRun, settleTaRuns } from './ta-run.service.ts';

// The TA batch in the console: the batches of each trade date and their steps; a run or re-run is a proposal.
export async function taOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const view = { permission: 'ta.view' } as const;
  // Closing waits for a batch an approval started, so the database never closes under one of its steps.
  app.addHook('onClose', async () => {
    await settleTaRuns();
  });

  ops.get(
    '/ta/batches',
    { config: view, schema: { querystring: taBatchListQuery, response: { 200: okEnvelope(taBatchListResponse) } } },
    async (request) => ok(await taBatchPage(app.db, request.query)),
  );

  ops.get(
    '/ta/batches/:date',
    { config: view, schema: { params: taBatchDateParams, response: { 200: okEnvelope(taBatchDetailResponse) } } },
    async (request) => ok(await taBatchDetail(app.db, request.params.date)),
  );

  ops.post(
    '/ta/runs',
    { config: { permission: 'fund.propose' }, schema: { body: taRunRequest, response: { 200: okEnvelope(taRunResponse) } } },
    async (request) =>
      ok(await proposeTaRun(app.db, currentStaff(request), auditMeta(request), app.now(), request.body, app.config.exchange.mode)),
  );
}
