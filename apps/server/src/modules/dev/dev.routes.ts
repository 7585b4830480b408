import { devOutboxResponse } from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { codeServicesOf } from '../serve/serve-context.ts';

// Issue 3: the development outbox. In production the route is not registered at all (404).
export async function devRoutes(api: FastifyInstance): Promise<void> {
  const { outbox } = codeServicesOf(api);
  if (!outbox.enabled) return;
  api.get('/dev/outbox', { config: { signed: false }, schema: { response: { 200: okEnvelope(devOutboxResponse) } } }, async () =>
    ok(outbox.snapshot()),
  );
}
