import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { incomeResponse, type IncomePeriod, type IncomeResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export const INCOME_KEY = ['assets', 'income'] as const;

// POST /api/query/income { period }: the account's daily income, its total and the income by fund.
export function fetchIncome(period: IncomePeriod): Promise<IncomeResponse> {
  return http.post('/query/income', { period }, { noLoading: true, schema: incomeResponse });
}

export function incomeOptions(period: IncomePeriod) {
  return queryOptions({ queryKey: [...INCOME_KEY, period], queryFn: () => fetchIncome(period) });
}

// The previous period stays on screen while the next one loads, so the charts do not collapse.
export function useIncome(period: IncomePeriod) {
  return useQuery({ ...incomeOptions(period), placeholderData: keepPreviousData });
}
