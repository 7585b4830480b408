import { queryOptions, useQuery } from '@tanstack/react-query';
import { holdPeriodResponse } from '@fund-direct/domain/contracts';
import type { z } from 'zod';
import { http } from '@/lib/http.ts';

export type HoldPeriodResponse = z.infer<typeof holdPeriodResponse>;

// POST /api/query/hold-period { fundCode }: the holding's purchase lots with holding days and redemption fee rates.
export function fetchHoldPeriod(fundCode: string): Promise<HoldPeriodResponse> {
  return http.post('/query/hold-period', { fundCode }, { noLoading: true, schema: holdPeriodResponse });
}

export function holdPeriodOptions(fundCode: string) {
  return queryOptions({ queryKey: ['assets', 'hold-period', fundCode], queryFn: () => fetchHoldPeriod(fundCode), staleTime: 0 });
}

export function useHoldPeriod(fundCode: string) {
  return useQuery(holdPeriodOptions(fundCode));
}
