import { opsTotpEnrolmentResponse } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// GET /api/ops/auth/totp-enrolment: the secret to add to an authenticator app (as a QR code and as text).
export const totpEnrolmentQuery = queryOptions({
  queryKey: ['ops', 'auth', 'totp-enrolment'],
  queryFn: ({ signal }) => opsRequest('/auth/totp-enrolment', { schema: opsTotpEnrolmentResponse, signal, authFlow: true }),
  // The secret stays the same until enrolment is confirmed; never refetched behind the staff member's back.
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
});

export function useTotpEnrolment() {
  return useQuery(totpEnrolmentQuery);
}
