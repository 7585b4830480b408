import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankLineResolveResponse, type BankLineIgnoreRequest } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { BANK_STATEMENT_QUERY_ROOT } from './bank-statements.ts';

// POST /api/ops/bank-statements/lines/:lineId/ignore: a waiting line set aside with the reason.
export function ignoreBankLine(input: { lineId: string; body: BankLineIgnoreRequest }) {
  return opsRequest(`/bank-statements/lines/${encodeURIComponent(input.lineId)}/ignore`, {
    method: 'POST',
    body: input.body,
    schema: bankLineResolveResponse,
  });
}

export function useIgnoreBankLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ignoreBankLine,
    onSettled: () => client.invalidateQueries({ queryKey: BANK_STATEMENT_QUERY_ROOT }),
  });
}
