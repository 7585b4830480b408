import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarProposeResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import type { CalendarUpload } from './calendar-preview.ts';
import { CALENDAR_QUERY_ROOT } from './calendar-year.ts';

// POST /api/ops/calendar/propose: the year as a 'calendar.import' proposal, imported once 复核 approves.
export function proposeCalendar(body: CalendarUpload) {
  return opsRequest('/calendar/propose', { method: 'POST', body, schema: calendarProposeResponse });
}

export function useProposeCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeCalendar,
    onSettled: () => client.invalidateQueries({ queryKey: CALENDAR_QUERY_ROOT }),
  });
}
