import { queryOptions } from '@tanstack/react-query';
import { userInfo } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// GET /api/account/user-info
export function fetchUserInfo() {
  return http.get('/account/user-info', undefined, { schema: userInfo, noLoading: true });
}

export function userInfoOptions(token: string) {
  return queryOptions({ queryKey: ['account', 'user-info', token], queryFn: fetchUserInfo, staleTime: Infinity });
}
