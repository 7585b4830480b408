import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tradeRecordResponse, type TradeRecordRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export const TRADE_RECORDS_KEY = ['assets', 'trade-record'] as const;

// POST /api/query/trade-record: one page of applications (ds) or confirmations (dc) with the filters.
export function fetchTradeRecords(request: TradeRecordRequest) {
  return http.post('/query/trade-record', { ...request }, { noLoading: true, schema: tradeRecordResponse });
}

export function tradeRecordsOptions(request: TradeRecordRequest) {
  return queryOptions({ queryKey: [...TRADE_RECORDS_KEY, request], queryFn: () => fetchTradeRecords(request), staleTime: 0 });
}

// The previous page stays on screen while the next one loads, so the table does not jump.
export function useTradeRecords(request: TradeRecordRequest) {
  return useQuery({ ...tradeRecordsOptions(request), placeholderData: keepPreviousData });
}
