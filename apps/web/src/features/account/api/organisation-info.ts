import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInfo } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/account/organisation-info: the institution, its transactor and legal representative (IDs masked).
export function fetchOrganisationInfo(clientid: string) {
  return http.post('/account/organisation-info', { clientid }, { schema: userInfo, noLoading: true });
}

export function organisationInfoOptions(clientid: string) {
  return queryOptions({ queryKey: ['account', 'organisation-info', clientid], queryFn: () => fetchOrganisationInfo(clientid) });
}

export function useOrganisationInfo(clientid: string | null | undefined) {
  return useQuery({ ...organisationInfoOptions(clientid ?? ''), enabled: Boolean(clientid) });
}
