import { queryOptions } from '@tanstack/react-query';
import { userInfo } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// Every cached user-info answer sits under this prefix, one entry per session token.
export const USER_INFO_KEY = ['account', 'user-info'] as const;

// GET /api/account/user-info (it serves institutions too)
export function fetchUserInfo() {
  return http.get('/account/user-info', undefined, { schema: userInfo, noLoading: true });
}

export function userInfoOptions(token: string) {
  return queryOptions({ queryKey: [...USER_INFO_KEY, token], queryFn: fetchUserInfo, staleTime: Infinity });
}
