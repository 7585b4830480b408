import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NOTICE_GROUPS, type NoticeGroup } from '@fund-direct/domain/codes';
import { NOTICE_CONCURRENCY } from '@fund-direct/domain/constants';
import type { NoticeListResponse } from '@fund-direct/domain/contracts';
import { fetchNoticeList, noticeListOptions } from '@/api/content/notice-list.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';
import { groupPage } from './notice-list.ts';

export const NOTICE_GROUP_KEYS = Object.keys(NOTICE_GROUPS) as NoticeGroup[];

// §3 infoNotice: the first page of every group (null where that group failed).
export type InfoNotice = Record<NoticeGroup, NoticeListResponse | null>;

// §9: the five groups load with at most NOTICE_CONCURRENCY requests in flight. §8: this is a
// start-up preload, so a failure is silent; the page falls back to loading the group itself.
export async function fetchInfoNotice(client: QueryClient): Promise<InfoNotice> {
  const settled = await mapWithConcurrency(NOTICE_GROUP_KEYS, NOTICE_CONCURRENCY, (group) =>
    fetchNoticeList(groupPage(group, 1), { silent: true }),
  );
  const result = {} as InfoNotice;
  NOTICE_GROUP_KEYS.forEach((group, index) => {
    const outcome = settled[index];
    const page = outcome?.status === 'fulfilled' ? outcome.value : null;
    result[group] = page;
    // The paged list of each tab starts from this page instead of asking again.
    if (page) client.setQueryData(noticeListOptions(groupPage(group, 1)).queryKey, page);
  });
  return result;
}

export function infoNoticeOptions(client: QueryClient) {
  return queryOptions({ queryKey: ['content', 'info-notice'], queryFn: () => fetchInfoNotice(client) });
}

export function useInfoNotice() {
  const client = useQueryClient();
  return useQuery(infoNoticeOptions(client));
}
