import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeListResponse, type NoticeListResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// The fund detail page asks for the same page of notices under the same key, so the cache serves both.
const NOTICE_PAGE_SIZE = 10;

// POST /api/content/notice/list filtered by the fund's code.
export function fetchHoldingNotices(fundCode: string): Promise<NoticeListResponse> {
  return http.post('/content/notice/list', { fundCode, pageNum: 1, pageSize: NOTICE_PAGE_SIZE }, { noLoading: true, schema: noticeListResponse });
}

export function holdingNoticesOptions(fundCode: string) {
  return queryOptions({ queryKey: ['fund', 'notices', fundCode], queryFn: () => fetchHoldingNotices(fundCode) });
}

export function useHoldingNotices(fundCode: string, enabled: boolean) {
  return useQuery({ ...holdingNoticesOptions(fundCode), enabled });
}
