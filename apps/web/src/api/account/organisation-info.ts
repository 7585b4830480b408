import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInfo } from '@fund-direct/domain/contracts';
import { useAuth } from '@/lib/auth-state.ts';
import { http } from '@/lib/http.ts';

// POST /api/account/organisation-info (§4: how an enterprise user is loaded): the institution, its transactor and
// legal representative (IDs masked).
export function fetchOrganisationInfo(clientid: string) {
  return http.post('/account/organisation-info', { clientid }, { schema: userInfo, noLoading: true });
}

// Keyed by the session token: another login never sees this institution.
export function organisationInfoOptions(token: string, clientid: string) {
  return queryOptions({
    queryKey: ['account', 'organisation-info', token, clientid],
    queryFn: () => fetchOrganisationInfo(clientid),
    staleTime: Infinity,
  });
}

export function useOrganisationInfo(clientid: string | null | undefined) {
  const { token } = useAuth();
  return useQuery({ ...organisationInfoOptions(token ?? '', clientid ?? ''), enabled: Boolean(token && clientid) });
}
