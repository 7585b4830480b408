import {
  fundReportImportRequest,
  fundReportOverviewResponse,
  fundReportPreviewResponse,
  fundReportProposeResponse,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { previewReportUpload, proposeReportImport, reportOverview } from './fund-report-console.service.ts';

// A report file with years of index closes is larger than the API's default body limit.
const REPORT_BODY_LIMIT = 12 * 1024 * 1024;

// The console's 基金报告导入: what is stored, the preview of an uploaded file (nothing written), and its proposal, which
// takes effect when 复核 approves (fund-report-import.handler.ts).
export async function fundReportOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const propose = { permission: 'fund.propose' } as const;

  ops.get(
    '/fund-reports',
    { config: { permission: 'fund.view' }, schema: { response: { 200: okEnvelope(fundReportOverviewResponse) } } },
    async () => ok(await reportOverview(ops.db)),
  );

  ops.post(
    '/fund-reports/preview',
    {
      config: propose,
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: fundReportImportRequest, response: { 200: okEnvelope(fundReportPreviewResponse) } },
    },
    async (request) => ok(await previewReportUpload(ops.db, request.body, ops.now())),
  );

  ops.post(
    '/fund-reports/propose',
    {
      config: propose,
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: fundReportImportRequest, response: { 200: okEnvelope(fundReportProposeResponse) } },
    },
    async (request) =>
      ok(await proposeReportImport(ops.db, currentStaff(request), auditMeta(request), ops.now(), request.body), '已提交复核'),
  );
}
