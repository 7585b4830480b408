import { calendarYearSchema } from '@fund-direct/domain/calendar';
import { z } from 'zod';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { applyCalendarImport, installApprovedCalendarYear, type CalendarImportPayload } from './calendar-console.service.ts';

const calendarImportPayload = z.object({ year: calendarYearSchema, source: z.string().nullable(), replace: z.boolean() });

// 'calendar.import' approved: the year is checked again and stored with the approval; this process answers for it
// once that has committed (other instances on the same PostgreSQL within the calendar refresh interval).
export const calendarImportHandler = proposalHandler<CalendarImportPayload>({
  kind: 'calendar.import',
  payload: calendarImportPayload,
  apply: (tx, payload, { now, database }) => applyCalendarImport(database, tx, payload, now),
  afterCommit({ payload }) {
    installApprovedCalendarYear(payload);
  },
});
