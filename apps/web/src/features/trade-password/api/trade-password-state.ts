import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradePasswordStateResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// GET /api/account/trade-password/state: whether one is set, and whether today's wrong answers locked it.
export function fetchTradePasswordState() {
  return http.get('/account/trade-password/state', undefined, { schema: tradePasswordStateResponse, noLoading: true });
}

export function tradePasswordStateOptions() {
  return queryOptions({ queryKey: ['trade-password', 'state'], queryFn: fetchTradePasswordState });
}

export function useTradePasswordState() {
  return useQuery(tradePasswordStateOptions());
}
