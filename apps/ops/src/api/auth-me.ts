import { opsMeResponse, type OpsMe } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

export type { OpsMe };

// GET /api/ops/auth/me: who is signed in, what they may do, and how far their login has come; null without a session,
// kept like any other answer, so the shell's loader and the login page ask only once.
export function fetchCurrentStaff(signal?: AbortSignal): Promise<OpsMe | null> {
  return opsRequest('/auth/me', { schema: opsMeResponse.nullable(), signal, authFlow: true });
}

export const currentStaffQuery = queryOptions({
  queryKey: ['ops', 'auth', 'me'],
  queryFn: ({ signal }) => fetchCurrentStaff(signal),
  staleTime: 60_000,
  retry: false,
});

export function useCurrentStaff() {
  return useQuery(currentStaffQuery);
}
