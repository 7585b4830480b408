import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeImportResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { EXCHANGE_QUERY_ROOT } from './exchange-days.ts';

// POST /api/ops/exchange/days/:date/import: the registrar's files of the day, checked whole, then applied; a file
// that fails its check is refused and nothing is written (the day's view then shows it 已拒绝 with its reason).
export function importExchangeDay(date: string) {
  return opsRequest(`/exchange/days/${encodeURIComponent(date)}/import`, { method: 'POST', body: {}, schema: exchangeImportResponse });
}

export function useImportExchangeDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importExchangeDay,
    onSettled: () => client.invalidateQueries({ queryKey: EXCHANGE_QUERY_ROOT }),
  });
}
