import { userInfo } from '@fund-direct/domain/contracts';
import { getAuth, setUser } from '../../../lib/auth-state.ts';
import { http } from '../../../lib/http.ts';
import { queryClient } from '../../../lib/query-client.ts';

// A new risk level changes riskability/riskexpired/riskinvalidate: the guards read them from the session user.
export async function refreshSessionUser(): Promise<void> {
  const { token, isEnterprise } = getAuth();
  if (!token) return;
  const info = await http.get('/account/user-info', undefined, { schema: userInfo, noLoading: true });
  if (getAuth().token !== token) return;
  setUser({ ...getAuth().user, ...info }, isEnterprise || info.isEnterprise === 1);
  await queryClient.invalidateQueries({ queryKey: ['account', 'user-info'] });
}
