import { queryOptions, useQuery } from '@tanstack/react-query';
import { columnRefListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/column/ref-list/:id — the articles of one column.
export function fetchColumnRefList(columnId: number) {
  return http.get(`/content/column/ref-list/${columnId}`, undefined, { schema: columnRefListResponse, noLoading: true });
}

export function columnRefListOptions(columnId: number) {
  return queryOptions({ queryKey: ['content', 'column-ref-list', columnId], queryFn: () => fetchColumnRefList(columnId) });
}

export function useColumnRefList(columnId: number | undefined) {
  return useQuery({ ...columnRefListOptions(columnId ?? 0), enabled: columnId !== undefined });
}
