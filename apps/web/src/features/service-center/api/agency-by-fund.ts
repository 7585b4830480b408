import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencyByFundResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/agency/by-fund?fundCode= — an unknown fund answers its business message as a toast.
export function fetchAgencyByFund(fundCode: string) {
  return http.get('/content/agency/by-fund', { fundCode }, { schema: agencyByFundResponse, noLoading: true });
}

export function agencyByFundOptions(fundCode: string) {
  return queryOptions({ queryKey: ['content', 'agency-by-fund', fundCode], queryFn: () => fetchAgencyByFund(fundCode) });
}

export function useAgencyByFund(fundCode: string | null) {
  return useQuery({ ...agencyByFundOptions(fundCode ?? ''), enabled: fundCode !== null });
}
