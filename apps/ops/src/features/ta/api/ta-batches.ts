import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { taBatchListResponse, TA_BATCH_POLL_MS, type TaBatchListResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const TA_QUERY_ROOT = ['ops', 'ta'] as const;

// GET /api/ops/ta/batches?page: the batches, newest trade date first.
export function taBatchesOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...TA_QUERY_ROOT, 'batches', page, pageSize],
    queryFn: ({ signal }) => opsRequest('/ta/batches', { params: { page, pageSize }, schema: taBatchListResponse, signal }),
    placeholderData: keepPreviousData,
    // A batch still queued or running on this page is asked for again every second.
    refetchInterval: (query) => (isBusy(query.state.data) ? TA_BATCH_POLL_MS : false),
  });
}

function isBusy(data: TaBatchListResponse | undefined): boolean {
  return data?.items.some((batch) => batch.state === 'queued' || batch.state === 'running') ?? false;
}

export function useTaBatches(page: number, pageSize: number) {
  return useQuery(taBatchesOptions(page, pageSize));
}
