import { Readable } from 'node:stream';
import { auditLogFilter, auditLogPage, auditLogQuery } from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { browseAuditLog, startAuditExport, type AuditLogDeps } from './audit-log.service.ts';

// 合规审计: browse the audit log and export it as CSV.
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const deps: AuditLogDeps = { db: ops.db, now: () => ops.now() };
  const view = { permission: 'audit.view' } as const;

  ops.get(
    '/audit',
    { config: view, schema: { querystring: auditLogQuery, response: { 200: okEnvelope(auditLogPage) } } },
    async (request) => ok(await browseAuditLog(deps.db, request.query)),
  );

  // A file, not an envelope: streamed in chunks so a large range never sits in memory.
  ops.get('/audit/export', { config: view, schema: { querystring: auditLogFilter } }, async (request, reply) => {
    const file = await startAuditExport(deps, currentStaff(request), auditMeta(request), request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from(file.lines));
  });
}
