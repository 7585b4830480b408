import { userInfo } from '@fund-direct/domain/contracts';
import { getAuth, setUser } from '../../../lib/auth-state.ts';
import { http } from '../../../lib/http.ts';

// GET /api/account/user-info after a change of the user's own data (it serves institutions too).
export async function refreshUser(): Promise<void> {
  const token = getAuth().token;
  const info = await http.get('/account/user-info', undefined, { schema: userInfo, noLoading: true });
  if (getAuth().token === token) setUser(info, info.isEnterprise === 1);
}
