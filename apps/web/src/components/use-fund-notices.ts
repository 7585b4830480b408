import { useNoticeList } from '@/api/content/notice-list.ts';

// One page under one key serves every page that shows a fund's notices; each shows as many as it needs.
const FUND_NOTICE_PAGE_SIZE = 10;

// The notice list filtered by the fund's code.
export function useFundNotices(fundCode: string, enabled: boolean) {
  return useNoticeList({ fundCode, pageNum: 1, pageSize: FUND_NOTICE_PAGE_SIZE }, { enabled });
}
