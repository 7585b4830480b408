import { queryOptions } from '@tanstack/react-query';
import { userInfo } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/account/organisation-info (§4: how an enterprise user is loaded)
export function fetchOrganisationInfo(clientid: string) {
  return http.post('/account/organisation-info', { clientid }, { schema: userInfo, noLoading: true });
}

export function organisationInfoOptions(token: string, clientid: string) {
  return queryOptions({
    queryKey: ['account', 'organisation-info', token, clientid],
    queryFn: () => fetchOrganisationInfo(clientid),
    staleTime: Infinity,
  });
}
