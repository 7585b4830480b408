import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankLineResolveResponse, type BankLineMatchRequest } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { BANK_STATEMENT_QUERY_ROOT } from './bank-statements.ts';

// POST /api/ops/bank-statements/lines/:lineId/match: a waiting credit line pays the remittance order named.
export function matchBankLine(input: { lineId: string; body: BankLineMatchRequest }) {
  return opsRequest(`/bank-statements/lines/${encodeURIComponent(input.lineId)}/match`, {
    method: 'POST',
    body: input.body,
    schema: bankLineResolveResponse,
  });
}

export function useMatchBankLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: matchBankLine,
    onSettled: () => client.invalidateQueries({ queryKey: BANK_STATEMENT_QUERY_ROOT }),
  });
}
