import type { LoginResponse, UserInfo } from '@fund-direct/domain/contracts';
import { organisationInfoOptions } from '@/api/account/organisation-info.ts';
import { userInfoOptions } from '@/api/account/user-info.ts';
import { getAuth, setUser } from '@/lib/auth-state.ts';
import { currentQueryClient } from '@/lib/query-client.ts';

// §4: user info is (re)loaded when the held token differs from the one it was loaded for;
// an enterprise user is loaded through the organisation-info call.
let loadedFor: string | null = null;
let loading: Promise<void> | null = null;
let loadingFor: string | null = null;

async function load(token: string, hint?: Pick<LoginResponse, 'isEnterprise' | 'clientid'>): Promise<void> {
  let info: UserInfo;
  if (hint?.isEnterprise === 1) {
    info = await currentQueryClient().fetchQuery(organisationInfoOptions(token, hint.clientid));
  } else {
    info = await currentQueryClient().fetchQuery(userInfoOptions(token));
    if (info.isEnterprise === 1) info = await currentQueryClient().fetchQuery(organisationInfoOptions(token, info.clientid));
  }
  // A logout or another login while this was on its way wins.
  if (getAuth().token !== token) return;
  loadedFor = token;
  setUser(info, info.isEnterprise === 1);
}

export function loadSessionUser(hint?: Pick<LoginResponse, 'isEnterprise' | 'clientid'>): Promise<void> {
  const { token, user } = getAuth();
  if (!token) return Promise.resolve();
  if (loadedFor === token && user) return Promise.resolve();
  if (loading && loadingFor === token) return loading;
  loadingFor = token;
  loading = load(token, hint).finally(() => {
    loading = null;
    loadingFor = null;
  });
  return loading;
}
