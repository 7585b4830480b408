import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradePasswordDoneResponse, type TradePasswordSetRequest } from '@fund-direct/domain/contracts';
import { TRADE_PASSWORD_STATE_KEY } from '@/api/account/trade-password-state.ts';
import { http } from '@/lib/http.ts';

// POST /api/account/trade-password/set (tradePassword and confirmPassword travel encrypted)
export function setTradePassword(body: TradePasswordSetRequest) {
  return http.post('/account/trade-password/set', { ...body }, { schema: tradePasswordDoneResponse });
}

export function useSetTradePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTradePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: TRADE_PASSWORD_STATE_KEY }),
  });
}
