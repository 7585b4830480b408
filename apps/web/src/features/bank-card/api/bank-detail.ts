import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankCardItem } from '@fund-direct/domain/contracts';
import { useAuth } from '@/lib/auth-state.ts';
import { http } from '@/lib/http.ts';
import { bankKeys } from './bank-keys.ts';

// POST /api/account/bank/detail
export function fetchBankDetail(tradeacco: string) {
  return http.post('/account/bank/detail', { tradeacco }, { schema: bankCardItem, noLoading: true });
}

// §2 bank_detail is kept alive: the card stays cached, so coming back shows it at once (refreshed behind).
export function bankDetailOptions(token: string | null, tradeacco: string) {
  return queryOptions({
    queryKey: bankKeys.detail(token, tradeacco),
    queryFn: () => fetchBankDetail(tradeacco),
    enabled: token !== null && tradeacco !== '',
    staleTime: 60_000,
    gcTime: 60 * 60_000,
  });
}

export function useBankDetail(tradeacco: string) {
  return useQuery(bankDetailOptions(useAuth().token, tradeacco));
}
