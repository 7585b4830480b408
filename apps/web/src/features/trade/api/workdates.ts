import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { workdatesResponse, type QuoteBusinessCode } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from '@/api/trade/trade-keys.ts';

export type Workdates = z.infer<typeof workdatesResponse>;

// GET /api/trade/workdates: T for an order placed now, the confirmation and income dates, the arrival date.
export function fetchWorkdates(fundCode: string, businessCode: QuoteBusinessCode): Promise<Workdates> {
  return http.get('/trade/workdates', { fundCode, businessCode }, { noLoading: true, schema: workdatesResponse });
}

export function workdatesOptions(fundCode: string, businessCode: QuoteBusinessCode) {
  return queryOptions({
    queryKey: [...TRADE_QUERY_ROOT, 'workdates', fundCode, businessCode],
    queryFn: () => fetchWorkdates(fundCode, businessCode),
    // The cut-off moves T: a page left open across 15:00 asks again.
    staleTime: 60_000,
  });
}

export function useWorkdates(fundCode: string, businessCode: QuoteBusinessCode | undefined) {
  return useQuery({ ...workdatesOptions(fundCode, businessCode ?? '022'), enabled: businessCode !== undefined });
}
