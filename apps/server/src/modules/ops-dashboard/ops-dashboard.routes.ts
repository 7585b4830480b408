import { opsDashboardResponse } from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { loadDashboard } from './ops-dashboard.service.ts';

// GET /api/ops/dashboard: the console's first page, for every role.
export async function opsDashboardRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get(
    '/dashboard',
    { config: { permission: 'dashboard.view' }, schema: { response: { 200: okEnvelope(opsDashboardResponse) } } },
    async () => ok(await loadDashboard(app.db, app.now())),
  );
}
