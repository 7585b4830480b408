import { fetchUserInfo } from '@/api/account/user-info.ts';
import { getAuth, setUser } from '@/lib/auth-state.ts';

// GET /api/account/user-info after a change of the user's own data (it serves institutions too).
export async function refreshUser(): Promise<void> {
  const token = getAuth().token;
  const info = await fetchUserInfo();
  if (getAuth().token === token) setUser(info, info.isEnterprise === 1);
}
