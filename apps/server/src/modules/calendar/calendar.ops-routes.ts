import { shanghaiDate } from '@fund-direct/domain/calendar';
import {
  calendarImportRequest,
  calendarPreviewResponse,
  calendarProposeResponse,
  calendarYearQuery,
  calendarYearResponse,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { calendarYearView, previewCalendarImport, proposeCalendarImport } from './calendar-console.service.ts';

// The trading calendar in the console: a year's days, and the import of an announced year (preview, then a proposal).
export async function calendarOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const propose = { permission: 'fund.propose' } as const;

  ops.get(
    '/calendar',
    {
      config: { permission: 'fund.view' },
      schema: { querystring: calendarYearQuery, response: { 200: okEnvelope(calendarYearResponse) } },
    },
    async (request) => ok(await calendarYearView(app.database, request.query.year ?? Number(shanghaiDate(app.now()).slice(0, 4)))),
  );

  ops.post(
    '/calendar/preview',
    { config: propose, schema: { body: calendarImportRequest, response: { 200: okEnvelope(calendarPreviewResponse) } } },
    async (request) => ok(await previewCalendarImport(app.database, request.body)),
  );

  ops.post(
    '/calendar/propose',
    { config: propose, schema: { body: calendarImportRequest, response: { 200: okEnvelope(calendarProposeResponse) } } },
    async (request) => ok(await proposeCalendarImport(app.database, currentStaff(request), auditMeta(request), app.now(), request.body)),
  );
}
