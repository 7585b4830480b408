import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/account/sessions: where the customer is signed in.
export function fetchSessions() {
  return http.get('/account/sessions', undefined, { schema: sessionListResponse, noLoading: true });
}

export function sessionsOptions() {
  return queryOptions({ queryKey: ['account', 'sessions'], queryFn: fetchSessions });
}

export function useSessions() {
  return useQuery(sessionsOptions());
}
