import { queryOptions, useQuery } from '@tanstack/react-query';
import { registerStateResponse } from '@fund-direct/domain/contracts';
import { isMobile } from '@fund-direct/domain/validate';
import { http } from '../../../lib/http.ts';

// GET /api/account/register-state?mobile=
export function fetchRegisterState(mobile: string) {
  return http.get('/account/register-state', { mobile }, { schema: registerStateResponse, noLoading: true, silent: true });
}

export function registerStateOptions(mobile: string) {
  return queryOptions({
    queryKey: ['account', 'register-state', mobile],
    queryFn: () => fetchRegisterState(mobile),
    enabled: isMobile(mobile),
    staleTime: 30_000,
  });
}

export function useRegisterState(mobile: string) {
  return useQuery(registerStateOptions(mobile));
}
