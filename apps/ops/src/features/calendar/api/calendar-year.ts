import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarYearResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const CALENDAR_QUERY_ROOT = ['ops', 'calendar'] as const;

// GET /api/ops/calendar?year: every day of a covered year (without a year: the current one).
export function calendarYearOptions(year: number | undefined) {
  return queryOptions({
    queryKey: [...CALENDAR_QUERY_ROOT, 'year', year ?? 'current'],
    queryFn: ({ signal }) => opsRequest('/calendar', { params: { year }, schema: calendarYearResponse, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useCalendarYear(year: number | undefined) {
  return useQuery(calendarYearOptions(year));
}
