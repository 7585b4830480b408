import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareInfoResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

export interface RecordFund {
  fundCode: string;
  fundName: string;
}

// GET /api/query/share-info?firstflag=0: every fund the customer holds or has held (emptied holdings
// included), the choices of the trade-record fund filter.
export function fetchRecordFunds(): Promise<RecordFund[]> {
  return http
    .get('/query/share-info', { firstflag: '0' }, { noLoading: true, schema: shareInfoResponse })
    .then((r) => r.list.map(({ fundCode, fundName }) => ({ fundCode, fundName })));
}

export function recordFundsOptions() {
  return queryOptions({ queryKey: ['assets', 'share-info', 'record-funds'], queryFn: fetchRecordFunds });
}

export function useRecordFunds() {
  return useQuery(recordFundsOptions());
}
