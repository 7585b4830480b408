import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taRunResponse, type TaRunRequest } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { TA_QUERY_ROOT } from './ta-batches.ts';

// POST /api/ops/ta/runs: a run or re-run of a trade date, as a proposal waiting for 复核.
export function proposeTaRun(body: TaRunRequest) {
  return opsRequest('/ta/runs', { method: 'POST', body, schema: taRunResponse });
}

export function useProposeTaRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeTaRun,
    onSettled: () => client.invalidateQueries({ queryKey: TA_QUERY_ROOT }),
  });
}
