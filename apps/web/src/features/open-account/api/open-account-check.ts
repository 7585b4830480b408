import { queryOptions, useQuery } from '@tanstack/react-query';
import { openAccountProgress } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/open-account/check: where the person stopped.
export function fetchOpenAccountProgress() {
  return http.post('/account/open-account/check', {}, { schema: openAccountProgress, noLoading: true });
}

export const openAccountProgressKey = ['account', 'open-account', 'check'] as const;

export function openAccountProgressOptions() {
  return queryOptions({ queryKey: openAccountProgressKey, queryFn: fetchOpenAccountProgress, staleTime: 0 });
}

export function useOpenAccountProgress() {
  return useQuery(openAccountProgressOptions());
}
