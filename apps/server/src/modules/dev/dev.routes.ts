import { devOutboxResponse, devTaSimulateRequest, devTaSimulateResponse } from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { codeServicesOf } from '../serve/serve.public.ts';
import { demoDayConfirmer } from '../exchange/exchange-day.service.ts';
import { simulateTradingDays } from '../ta/ta.public.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// Issue 3: the development outbox; issue 7: the demo batch days, so that journeys can confirm their
// orders. In production neither route is registered at all (404).
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { outbox } = codeServicesOf(api);
  if (!outbox.enabled) return;
  api.get('/dev/outbox', { config: { signed: false }, schema: { response: { 200: okEnvelope(devOutboxResponse) } } }, async () =>
    ok(outbox.snapshot()),
  );
  // The same days as `npm run cli -- ta simulate --days N`: synthetic NAVs, then the batch, day by day.
  api.post(
    '/dev/ta/simulate',
    { config: { signed: false }, schema: { body: devTaSimulateRequest, response: { 200: okEnvelope(devTaSimulateResponse) } } },
    async (request) => {
      const { days } = request.body;
      const done = await simulateTradingDays(
        api.db,
        days,
        request.log,
        demoDayConfirmer(api.config.exchange, api.fieldCipher, request.log),
      );
      return ok({ tradeDates: done.map((day) => day.date) });
    },
  );
}
