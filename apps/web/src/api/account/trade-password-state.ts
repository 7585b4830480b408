import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradePasswordStateResponse } from '@fund-direct/domain/contracts';
import { useAuth } from '@/lib/auth-state.ts';
import { http } from '@/lib/http.ts';

// Every cached answer sits under this prefix: setting, modifying or resetting the password invalidates it.
export const TRADE_PASSWORD_STATE_KEY = ['account', 'trade-password', 'state'] as const;

// GET /api/account/trade-password/state: whether one is set, and whether today's wrong answers locked it.
export function fetchTradePasswordState() {
  return http.get('/account/trade-password/state', undefined, { schema: tradePasswordStateResponse, noLoading: true });
}

// Keyed by the session token: another login never sees this state.
export function tradePasswordStateOptions(token: string | null) {
  return queryOptions({ queryKey: [...TRADE_PASSWORD_STATE_KEY, token], queryFn: fetchTradePasswordState });
}

export function useTradePasswordState() {
  return useQuery(tradePasswordStateOptions(useAuth().token));
}
