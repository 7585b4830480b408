import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESET_TRADE_PASSWORD_PURPOSE, tradePasswordDoneResponse, type TradePasswordResetRequest } from '@fund-direct/domain/contracts';
import { TRADE_PASSWORD_STATE_KEY } from '@/api/account/trade-password-state.ts';
import { sendMobileCode } from '@/api/serve/mobile-code-send.ts';
import { http } from '@/lib/http.ts';

// POST /api/serve/mobile-code/send with the reset-trade-pwd purpose (needs the session, no image code).
export function sendResetCode(mobile: string) {
  return sendMobileCode({ mobile, purpose: RESET_TRADE_PASSWORD_PURPOSE });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}

// POST /api/account/trade-password/reset (§7 reset trade password)
export function resetTradePassword(body: TradePasswordResetRequest) {
  return http.post('/account/trade-password/reset', { ...body }, { schema: tradePasswordDoneResponse });
}

export function useResetTradePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetTradePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: TRADE_PASSWORD_STATE_KEY }),
  });
}
