import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeWriteResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { EXCHANGE_QUERY_ROOT } from './exchange-days.ts';

// POST /api/ops/exchange/days/:date/counterparty: the built-in registrar answers the day into the inbox (not in
// production).
export function answerAsRegistrar(date: string) {
  return opsRequest(`/exchange/days/${encodeURIComponent(date)}/counterparty`, { method: 'POST', body: {}, schema: exchangeWriteResponse });
}

export function useAnswerAsRegistrar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerAsRegistrar,
    onSettled: () => client.invalidateQueries({ queryKey: EXCHANGE_QUERY_ROOT }),
  });
}
