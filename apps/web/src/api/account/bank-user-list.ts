import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankCardListResponse } from '@fund-direct/domain/contracts';
import { useAuth } from '@/lib/auth-state.ts';
import { http } from '@/lib/http.ts';

// Every cached card list sits under this prefix: a sign, change or unbind invalidates it.
export const USER_BANKS_KEY = ['account', 'bank', 'user-list'] as const;

// GET /api/account/bank/user-list — §3 bank list: the signed cards, remittance accounts left out.
export function fetchUserBanks() {
  return http.get('/account/bank/user-list', undefined, { schema: bankCardListResponse, noLoading: true });
}

// Scoped by the session token so another login never sees these cards.
export function userBanksOptions(token: string | null) {
  return queryOptions({ queryKey: [...USER_BANKS_KEY, token], queryFn: fetchUserBanks });
}

export function useUserBanks() {
  const { token } = useAuth();
  return useQuery({ ...userBanksOptions(token), enabled: token !== null });
}

// Only signed cards can pay or receive money (the trade pages).
export function useSignedCards() {
  return useQuery({
    ...userBanksOptions(useAuth().token),
    select: (response) => response.list.filter((card) => card.status === 'signed'),
  });
}
