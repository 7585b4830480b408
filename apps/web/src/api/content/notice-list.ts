import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticeListResponse, type NoticeListRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/content/notice/list: the home page's newest notices, the disclosure pages' groups and a fund's notices.
// Silent on request: a start-up preload fails without a toast (§8).
export function fetchNoticeList(body: NoticeListRequest, options: { silent?: boolean } = {}) {
  return http.post('/content/notice/list', { ...body }, { schema: noticeListResponse, noLoading: true, silent: options.silent });
}

export function noticeListOptions(body: NoticeListRequest) {
  return queryOptions({
    queryKey: ['content', 'notice-list', body.group ?? 'all', body.fundCode ?? 'all', body.pageNum, body.pageSize],
    queryFn: () => fetchNoticeList(body),
  });
}

// keepPrevious: a paged list keeps showing the last page while the next one loads.
export function useNoticeList(body: NoticeListRequest, { enabled = true, keepPrevious = false } = {}) {
  return useQuery({ ...noticeListOptions(body), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
