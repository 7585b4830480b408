import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_MAX_PAGE_SIZE, agencyListResponse, type AgencyItem } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export type AgencyKind = AgencyItem['kind'];

// POST /api/content/agency/list — one page of the largest size holds every agency of a kind.
export function fetchAgencyList(kind: AgencyKind) {
  return http.post(
    '/content/agency/list',
    { kind, pageNum: 1, pageSize: CONTENT_MAX_PAGE_SIZE },
    { schema: agencyListResponse, noLoading: true },
  );
}

export function agencyListOptions(kind: AgencyKind) {
  return queryOptions({ queryKey: ['content', 'agency-list', kind], queryFn: () => fetchAgencyList(kind), staleTime: 5 * 60_000 });
}

export function useAgencyList(kind: AgencyKind) {
  return useQuery(agencyListOptions(kind));
}
