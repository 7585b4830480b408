import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type tradeFareRequest, tradeFareResponse, type TradeFareResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from '@/api/trade/trade-keys.ts';

export type TradeFareInput = z.input<typeof tradeFareRequest>;

// POST /api/trade/fare: the fee quote of an amount or a number of shares. Silent: a quote that
// cannot be made (no NAV yet, an unsupported charge type) is shown inside the quote box.
export function fetchTradeFare(input: TradeFareInput): Promise<TradeFareResponse> {
  return http.post('/trade/fare', { ...input }, { noLoading: true, silent: true, schema: tradeFareResponse });
}

export function tradeFareOptions(input: TradeFareInput) {
  return queryOptions({ queryKey: [...TRADE_QUERY_ROOT, 'fare', input], queryFn: () => fetchTradeFare(input), staleTime: 30_000 });
}

// null while the form does not hold a quotable order yet.
export function useTradeFare(input: TradeFareInput | null) {
  return useQuery({
    ...tradeFareOptions(input ?? { businessCode: '022', fundCode: '', amount: '' }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
