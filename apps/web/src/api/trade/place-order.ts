import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradeOrderResponse, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { BONUS_LIST_KEY } from '../query/bonus-list.ts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from './trade-keys.ts';

// The order calls of §7 Trade that answer the order as it now stands.
export const ORDER_PATHS = {
  purchase: '/trade/purchase',
  redemption: '/trade/redemption',
  convert: '/trade/convert',
  bonus: '/trade/bonus',
  withdrawal: '/trade/withdrawal',
} as const;

export type OrderCall = keyof typeof ORDER_PATHS;

export function placeOrder(call: OrderCall, body: Record<string, unknown>): Promise<TradeOrderResponse> {
  return http.post(ORDER_PATHS[call], body, { schema: tradeOrderResponse });
}

// Any order changes limits, holdings and dividend methods: the trade queries refresh.
export function useOrderMutation<T extends Record<string, unknown>>(call: OrderCall) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => placeOrder(call, { ...body }),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: TRADE_QUERY_ROOT }), client.invalidateQueries({ queryKey: BONUS_LIST_KEY })]),
  });
}
