import { queryOptions, useQuery } from '@tanstack/react-query';
import { consentListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/account/consents: the agreement versions the customer accepted, and when.
export function fetchConsents() {
  return http.get('/account/consents', undefined, { schema: consentListResponse, noLoading: true });
}

export function consentsOptions() {
  return queryOptions({ queryKey: ['account', 'consents'], queryFn: fetchConsents });
}

export function useConsents() {
  return useQuery(consentsOptions());
}
