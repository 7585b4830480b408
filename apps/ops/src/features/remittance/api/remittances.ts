import { queryOptions, useQuery } from '@tanstack/react-query';
import { remitQueueResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const REMIT_QUERY_ROOT = ['ops', 'remittances'] as const;

// GET /api/ops/remittances: remittance orders awaiting money, nearest cut-off first, and the company account.
export const remittancesOptions = queryOptions({
  queryKey: [...REMIT_QUERY_ROOT, 'list'],
  queryFn: ({ signal }) => opsRequest('/remittances', { schema: remitQueueResponse, signal }),
});

export function useRemittances() {
  return useQuery(remittancesOptions);
}
