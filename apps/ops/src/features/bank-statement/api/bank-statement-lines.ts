import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankLinesResponse, type BankLineState } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { BANK_STATEMENT_QUERY_ROOT } from './bank-statements.ts';

// GET /api/ops/bank-statements/:id/lines?state=: a statement and its lines, in file order.
export const bankStatementLinesOptions = (id: string, state: BankLineState | undefined) =>
  queryOptions({
    queryKey: [...BANK_STATEMENT_QUERY_ROOT, 'lines', id, state ?? 'all'],
    queryFn: ({ signal }) =>
      opsRequest(`/bank-statements/${encodeURIComponent(id)}/lines`, { params: { state }, schema: bankLinesResponse, signal }),
  });

export function useBankStatementLines(id: string, state: BankLineState | undefined) {
  return useQuery(bankStatementLinesOptions(id, state));
}
