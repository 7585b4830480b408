import { useMutation } from '@tanstack/react-query';
import { calendarPreviewResponse, type CalendarImportRequest } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export type CalendarUpload = Partial<Pick<CalendarImportRequest, 'source' | 'replace'>> & Pick<CalendarImportRequest, 'text'>;

// POST /api/ops/calendar/preview: the uploaded year checked by the import's rules, nothing written.
export function previewCalendar(body: CalendarUpload) {
  return opsRequest('/calendar/preview', { method: 'POST', body, schema: calendarPreviewResponse });
}

export function usePreviewCalendar() {
  return useMutation({ mutationFn: previewCalendar });
}
