import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { tradeLimitResponse, type QuoteBusinessCode } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from '@/api/trade/trade-keys.ts';

export type TradeLimit = z.infer<typeof tradeLimitResponse>;

// GET /api/trade/limit: whether the fund takes this order now, its minimum and limits (the card's too
// when one is named), and for share orders the holding.
export function fetchTradeLimit(fundCode: string, businessCode: QuoteBusinessCode, tradeacco?: string): Promise<TradeLimit> {
  return http.get('/trade/limit', { fundCode, businessCode, tradeacco }, { noLoading: true, schema: tradeLimitResponse });
}

export function tradeLimitOptions(fundCode: string, businessCode: QuoteBusinessCode, tradeacco?: string) {
  return queryOptions({
    queryKey: [...TRADE_QUERY_ROOT, 'limit', fundCode, businessCode, tradeacco ?? null],
    queryFn: () => fetchTradeLimit(fundCode, businessCode, tradeacco),
    staleTime: 0,
  });
}

export function useTradeLimit(fundCode: string, businessCode: QuoteBusinessCode | undefined, tradeacco?: string) {
  return useQuery({
    ...tradeLimitOptions(fundCode, businessCode ?? '022', tradeacco),
    enabled: businessCode !== undefined,
    // Switching cards keeps the fund's figures on screen while the card's arrive.
    placeholderData: keepPreviousData,
  });
}
