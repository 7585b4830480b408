import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeDaysResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const EXCHANGE_QUERY_ROOT = ['ops', 'exchange'] as const;

// GET /api/ops/exchange/days: the recent trading days, newest first, with their files by state and breaks, and the mode.
export const exchangeDaysOptions = queryOptions({
  queryKey: [...EXCHANGE_QUERY_ROOT, 'days'],
  queryFn: ({ signal }) => opsRequest('/exchange/days', { schema: exchangeDaysResponse, signal }),
});

export function useExchangeDays() {
  return useQuery(exchangeDaysOptions);
}
