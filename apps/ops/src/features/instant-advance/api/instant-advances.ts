import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  instantAdvanceDayResponse,
  opsProposalCreated,
  type InstantTotalRequest,
  type OpsProposalCreated,
} from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

const INSTANT_QUERY_ROOT = ['ops', 'instant-advances'] as const;

// GET /api/ops/instant-advances?date=: one day's advances (today without a date), its room and the totals.
export function instantAdvancesOptions(date: string | undefined) {
  return queryOptions({
    queryKey: [...INSTANT_QUERY_ROOT, date ?? 'today'],
    queryFn: ({ signal }) => opsRequest('/instant-advances', { params: date ? { date } : {}, schema: instantAdvanceDayResponse, signal }),
  });
}

export function useInstantAdvances(date: string | undefined) {
  return useQuery(instantAdvancesOptions(date));
}

// POST /api/ops/instant-advances/total: an 'instant.total' proposal; the total changes once a checker approves it.
export function proposeInstantTotal(body: InstantTotalRequest): Promise<OpsProposalCreated> {
  return opsRequest('/instant-advances/total', { method: 'POST', body, schema: opsProposalCreated });
}

export function useProposeInstantTotal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeInstantTotal,
    onSettled: () => client.invalidateQueries({ queryKey: INSTANT_QUERY_ROOT }),
  });
}
