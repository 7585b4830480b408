import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankStatementListResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const BANK_STATEMENT_QUERY_ROOT = ['ops', 'bank-statements'] as const;

// GET /api/ops/bank-statements: the imported statement files, the latest first, with their lines counted by state.
export const bankStatementsOptions = queryOptions({
  queryKey: [...BANK_STATEMENT_QUERY_ROOT, 'list'],
  queryFn: ({ signal }) => opsRequest('/bank-statements', { schema: bankStatementListResponse, signal }),
});

export function useBankStatements() {
  return useQuery(bankStatementsOptions);
}
