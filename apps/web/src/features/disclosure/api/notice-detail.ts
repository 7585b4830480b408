import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeDetail } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/notice/detail/:id
export function fetchNoticeDetail(id: number) {
  return http.get(`/content/notice/detail/${id}`, undefined, { schema: noticeDetail, noLoading: true });
}

export function noticeDetailOptions(id: number) {
  return queryOptions({ queryKey: ['content', 'notice-detail', id], queryFn: () => fetchNoticeDetail(id) });
}

export function useNoticeDetail(id: number | null) {
  return useQuery({ ...noticeDetailOptions(id ?? 0), enabled: id !== null });
}
