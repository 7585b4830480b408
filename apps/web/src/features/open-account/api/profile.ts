import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/account/profile: the person_info fields (ID and tax numbers masked).
export function fetchProfile() {
  return http.get('/account/profile', undefined, { schema: profileResponse, noLoading: true });
}

export const profileKey = ['account', 'profile'] as const;

export function profileOptions() {
  return queryOptions({ queryKey: profileKey, queryFn: fetchProfile, staleTime: 0 });
}

export function useProfile() {
  return useQuery(profileOptions());
}
