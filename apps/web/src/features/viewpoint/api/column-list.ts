import { queryOptions, useQuery } from '@tanstack/react-query';
import { columnListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// The top-level columns are the children of column 0.
export const ROOT_COLUMN_ID = 0;

// GET /api/content/column/list/:id
export function fetchColumnList(parentId: number) {
  return http.get(`/content/column/list/${parentId}`, undefined, { schema: columnListResponse, noLoading: true });
}

export function columnListOptions(parentId: number = ROOT_COLUMN_ID) {
  return queryOptions({
    queryKey: ['content', 'column-list', parentId],
    queryFn: () => fetchColumnList(parentId),
    select: (data) => [...data.list].sort((a, b) => a.sort - b.sort),
    staleTime: 10 * 60_000,
  });
}

export function useColumnList(parentId: number = ROOT_COLUMN_ID) {
  return useQuery(columnListOptions(parentId));
}
