import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportBankListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/account/bank/support-list — a §3 start-up preload, so §8: its failure is silent.
export function fetchSupportBanks() {
  return http.get('/account/bank/support-list', undefined, { schema: supportBankListResponse, noLoading: true, silent: true });
}

export function supportBanksOptions() {
  return queryOptions({ queryKey: ['account', 'bank-support-list'], queryFn: fetchSupportBanks, staleTime: 60 * 60_000 });
}

export function useSupportBanks() {
  return useQuery(supportBanksOptions());
}
