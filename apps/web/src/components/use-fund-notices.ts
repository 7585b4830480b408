import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeListResponse, type NoticeListResponse } from '@fund-direct/domain/contracts';
import { http } from '../lib/http.ts';

// One page under one key serves every page that shows a fund's notices; each shows as many as it needs.
const FUND_NOTICE_PAGE_SIZE = 10;

// POST /api/content/notice/list filtered by the fund's code.
export function fetchFundNotices(fundCode: string): Promise<NoticeListResponse> {
  return http.post('/content/notice/list', { fundCode, pageNum: 1, pageSize: FUND_NOTICE_PAGE_SIZE }, { noLoading: true, schema: noticeListResponse });
}

export function fundNoticesOptions(fundCode: string) {
  return queryOptions({ queryKey: ['fund', 'notices', fundCode], queryFn: () => fetchFundNotices(fundCode) });
}

export function useFundNotices(fundCode: string, enabled: boolean) {
  return useQuery({ ...fundNoticesOptions(fundCode), enabled });
}
