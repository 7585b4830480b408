import { queryOptions, useQuery } from '@tanstack/react-query';
import { taBatchDetailResponse, TA_BATCH_POLL_MS } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { TA_QUERY_ROOT } from './ta-batches.ts';

// GET /api/ops/ta/batches/:date: the date's batch and its steps; polled every second while it is queued or running,
// so each step shows as it finishes.
export function taBatchDetailOptions(date: string) {
  return queryOptions({
    queryKey: [...TA_QUERY_ROOT, 'batch', date],
    queryFn: ({ signal }) => opsRequest(`/ta/batches/${encodeURIComponent(date)}`, { schema: taBatchDetailResponse, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.batch?.state;
      return state === 'queued' || state === 'running' ? TA_BATCH_POLL_MS : false;
    },
  });
}

export function useTaBatchDetail(date: string) {
  return useQuery(taBatchDetailOptions(date));
}
