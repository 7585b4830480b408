import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeWriteResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { EXCHANGE_QUERY_ROOT } from './exchange-days.ts';

// POST /api/ops/exchange/days/:date/export: the day's application files written to the outbox.
export function exportExchangeDay(date: string) {
  return opsRequest(`/exchange/days/${encodeURIComponent(date)}/export`, { method: 'POST', body: {}, schema: exchangeWriteResponse });
}

export function useExportExchangeDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exportExchangeDay,
    onSettled: () => client.invalidateQueries({ queryKey: EXCHANGE_QUERY_ROOT }),
  });
}
