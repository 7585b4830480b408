import { queryOptions, useQuery } from '@tanstack/react-query';
import { bonusRecordsResponse, type BonusRecord } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/query/bonus-records: the dividends the customer received (record code 74), newest first.
export function fetchDividendRecords(): Promise<BonusRecord[]> {
  return http.get('/query/bonus-records', undefined, { noLoading: true, schema: bonusRecordsResponse }).then((r) => r.list);
}

export function dividendRecordsOptions() {
  return queryOptions({ queryKey: ['assets', 'bonus-records'], queryFn: fetchDividendRecords, staleTime: 0 });
}

export function useDividendRecords() {
  return useQuery(dividendRecordsOptions());
}
