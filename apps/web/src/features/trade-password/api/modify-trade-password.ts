import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradePasswordDoneResponse, type TradePasswordModifyRequest } from '@fund-direct/domain/contracts';
import { TRADE_PASSWORD_STATE_KEY } from '@/api/account/trade-password-state.ts';
import { http } from '@/lib/http.ts';

// POST /api/account/trade-password/modify
export function modifyTradePassword(body: TradePasswordModifyRequest) {
  return http.post('/account/trade-password/modify', { ...body }, { schema: tradePasswordDoneResponse });
}

export function useModifyTradePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: modifyTradePassword,
    // A wrong old password counts towards today's lock.
    onSettled: () => client.invalidateQueries({ queryKey: TRADE_PASSWORD_STATE_KEY }),
  });
}
