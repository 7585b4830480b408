import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeDayResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { EXCHANGE_QUERY_ROOT } from './exchange-days.ts';

// GET /api/ops/exchange/days/:date: the day's expected files in both boxes with their states, and its breaks.
export function exchangeDayOptions(date: string) {
  return queryOptions({
    queryKey: [...EXCHANGE_QUERY_ROOT, 'day', date],
    queryFn: ({ signal }) => opsRequest(`/exchange/days/${encodeURIComponent(date)}`, { schema: exchangeDayResponse, signal }),
    enabled: date !== '',
  });
}

export function useExchangeDay(date: string) {
  return useQuery(exchangeDayOptions(date));
}
