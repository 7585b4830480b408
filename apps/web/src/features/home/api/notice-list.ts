import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeGroup } from '@fund-direct/domain/codes';
import type { NoticeListResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

export const HOME_NOTICE_COUNT = 6;

// POST /api/content/notice/list: the newest notices of one §3 group.
export function fetchLatestNotices(group: NoticeGroup): Promise<NoticeListResponse> {
  return http.post<NoticeListResponse>('/content/notice/list', { group, pageNum: 1, pageSize: HOME_NOTICE_COUNT }, { noLoading: true });
}

export function latestNoticesOptions(group: NoticeGroup) {
  return queryOptions({ queryKey: ['home', 'notices', group], queryFn: () => fetchLatestNotices(group) });
}

export function useLatestNotices(group: NoticeGroup, enabled: boolean) {
  return useQuery({ ...latestNoticesOptions(group), enabled });
}
