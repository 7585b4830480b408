import type { NoticeGroup } from '@fund-direct/domain/codes';
import type { NoticeListRequest } from '@fund-direct/domain/contracts';
import { useNoticeList } from '@/api/content/notice-list.ts';

// §9 does not give the notice page size; ten rows fit one screen.
export const NOTICE_PAGE_SIZE = 10;

// One page of one §3 group, as the disclosure tabs ask for it.
export function groupPage(group: NoticeGroup, pageNum: number): NoticeListRequest {
  return { group, pageNum, pageSize: NOTICE_PAGE_SIZE };
}

export function useGroupNotices(group: NoticeGroup, pageNum: number, enabled = true) {
  return useNoticeList(groupPage(group, pageNum), { enabled, keepPrevious: true });
}
