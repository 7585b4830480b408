import { App } from 'antd';
import { useNavigate } from 'react-router';
import type { LoginResponse } from '@fund-direct/domain/contracts';
import { setToken } from '@/lib/auth-state.ts';
import { toPageStore } from '@/lib/session-storage.ts';
import { toPagePath } from '@/lib/route-names.ts';
import { loadSessionUser } from './load-session-user.ts';

// After login or registration: keep the token, load the user (§4), then go to toPage, else home.
export function useFinishLogin(): (result: LoginResponse, message: string) => Promise<void> {
  const navigate = useNavigate();
  const { message } = App.useApp();
  return async (result, text) => {
    setToken(result.accesstoken);
    await loadSessionUser({ isEnterprise: result.isEnterprise, clientid: result.clientid }).catch(() => undefined);
    void message.success(text);
    const target = toPagePath(toPageStore.get());
    toPageStore.clear();
    await navigate(target, { replace: true });
  };
}
