import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { opsNoticeListResponse, type OpsNoticeListQuery, type OpsNoticeListResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const OPS_NOTICES_ROOT = ['ops', 'notices'] as const;

export type NoticeListFilter = Partial<Pick<OpsNoticeListQuery, 'group' | 'fundCode' | 'state' | 'keyword'>> &
  Pick<OpsNoticeListQuery, 'page' | 'pageSize'>;

// GET /api/ops/notices: every notice whatever its state, most recently changed first.
export function fetchOpsNotices(filter: NoticeListFilter): Promise<OpsNoticeListResponse> {
  return opsRequest('/notices', {
    params: {
      group: filter.group ?? '',
      fundCode: filter.fundCode ?? '',
      state: filter.state ?? '',
      keyword: filter.keyword ?? '',
      page: String(filter.page),
      pageSize: String(filter.pageSize),
    },
    schema: opsNoticeListResponse,
  });
}

export function opsNoticesOptions(filter: NoticeListFilter) {
  return queryOptions({
    queryKey: [...OPS_NOTICES_ROOT, 'list', filter],
    queryFn: () => fetchOpsNotices(filter),
    placeholderData: keepPreviousData,
  });
}

export function useOpsNotices(filter: NoticeListFilter) {
  return useQuery(opsNoticesOptions(filter));
}
