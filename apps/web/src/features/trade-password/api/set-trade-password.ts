import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradePasswordDoneResponse, type TradePasswordSetRequest } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';
import { tradePasswordStateOptions } from './trade-password-state.ts';

// POST /api/account/trade-password/set (tradePassword and confirmPassword travel encrypted)
export function setTradePassword(body: TradePasswordSetRequest) {
  return http.post('/account/trade-password/set', { ...body }, { schema: tradePasswordDoneResponse });
}

export function useSetTradePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTradePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: tradePasswordStateOptions().queryKey }),
  });
}
