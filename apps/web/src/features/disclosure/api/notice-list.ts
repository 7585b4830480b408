import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeGroup } from '@fund-direct/domain/codes';
import { noticeListResponse, type NoticeListRequest } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// §9 does not give the notice page size; ten rows fit one screen.
export const NOTICE_PAGE_SIZE = 10;

// POST /api/content/notice/list
export function fetchNoticeList(body: NoticeListRequest, options: { silent?: boolean } = {}) {
  return http.post('/content/notice/list', body, { schema: noticeListResponse, noLoading: true, silent: options.silent });
}

export function noticeListOptions(group: NoticeGroup, pageNum: number) {
  return queryOptions({
    queryKey: ['content', 'notice-list', group, pageNum],
    queryFn: () => fetchNoticeList({ group, pageNum, pageSize: NOTICE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useNoticeList(group: NoticeGroup, pageNum: number, enabled = true) {
  return useQuery({ ...noticeListOptions(group, pageNum), enabled });
}
