import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { footprintListResponse, type BehaviourRefType } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export interface BehaviourPage {
  refType?: BehaviourRefType;
  pageNum: number;
  pageSize: number;
}

// POST /api/account/footprint/list: funds and articles the customer viewed, newest first.
export function fetchFootprints(page: BehaviourPage) {
  return http.post('/account/footprint/list', { ...page }, { schema: footprintListResponse, noLoading: true });
}

export function footprintsOptions(page: BehaviourPage) {
  return queryOptions({ queryKey: ['behaviour', 'footprints', page], queryFn: () => fetchFootprints(page) });
}

export function useFootprints(page: BehaviourPage) {
  return useQuery({ ...footprintsOptions(page), placeholderData: keepPreviousData });
}
