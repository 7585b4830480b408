import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankCardListResponse } from '@fund-direct/domain/contracts';
import { useAuth } from '../../../lib/auth-state.ts';
import { http } from '../../../lib/http.ts';
import { bankKeys } from './bank-keys.ts';

// GET /api/account/bank/user-list — §3 bank list: the signed cards, remittance accounts left out.
export function fetchUserBanks() {
  return http.get('/account/bank/user-list', undefined, { schema: bankCardListResponse, noLoading: true });
}

export function userBanksOptions(token: string | null) {
  return queryOptions({ queryKey: bankKeys.userList(token), queryFn: fetchUserBanks, enabled: token !== null });
}

export function useUserBanks() {
  return useQuery(userBanksOptions(useAuth().token));
}
