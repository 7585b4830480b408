import type { UserInfo } from '@fund-direct/domain/contracts';
import { fetchUserInfo, userInfoOptions } from '@/api/account/user-info.ts';
import { getAuth, setUser } from '@/lib/auth-state.ts';
import { currentQueryClient } from '@/lib/query-client.ts';

// After a change to user info: the signed-in user (guards, header, menu) and its cached query follow.
export function applyUserInfo(info: UserInfo): void {
  const { token } = getAuth();
  if (!token) return;
  currentQueryClient().setQueryData(userInfoOptions(token).queryKey, info);
  setUser(info, info.isEnterprise === 1);
}

export async function refreshUser(): Promise<void> {
  applyUserInfo(await fetchUserInfo());
}
