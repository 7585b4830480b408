import { queryOptions, useQuery } from '@tanstack/react-query';
import { incomeBillResponse, type IncomeBillResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export const BILL_STATEMENT_KEY = ['assets', 'income-bill'] as const;

// POST /api/query/income-bill { month: 'YYYY-MM' }: the monthly statement and the months that have one.
export function fetchBillStatement(month: string): Promise<IncomeBillResponse> {
  return http.post('/query/income-bill', { month }, { noLoading: true, schema: incomeBillResponse });
}

export function billStatementOptions(month: string) {
  return queryOptions({ queryKey: [...BILL_STATEMENT_KEY, month], queryFn: () => fetchBillStatement(month) });
}

// The previous month stays on screen while the next one loads, unless it was a month without a statement
// (the empty one a first visit passes through on its way to the newest statement).
export function useBillStatement(month: string) {
  return useQuery({
    ...billStatementOptions(month),
    placeholderData: (previous) => (previous?.months.includes(previous.month) ? previous : undefined),
  });
}
