import { USER_INFO_KEY, fetchUserInfo } from '@/api/account/user-info.ts';
import { getAuth, setUser } from '@/lib/auth-state.ts';
import { currentQueryClient } from '@/lib/query-client.ts';

// A new risk level changes riskability/riskexpired/riskinvalidate: the guards read them from the session user.
export async function refreshSessionUser(): Promise<void> {
  const { token, isEnterprise } = getAuth();
  if (!token) return;
  const info = await fetchUserInfo();
  if (getAuth().token !== token) return;
  setUser({ ...getAuth().user, ...info }, isEnterprise || info.isEnterprise === 1);
  await currentQueryClient().invalidateQueries({ queryKey: USER_INFO_KEY });
}
