import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler, LOGIN_PATH, EXPIRED_PARAM } from '@/lib/unauthorized.ts';
import { queryClient } from '@/lib/query-client.ts';
import { opsRoutes } from './routes.tsx';

export const OPS_BASENAME = '/ops';

export function createOpsRouter() {
  const router = createBrowserRouter(opsRoutes, { basename: OPS_BASENAME });
  // Session expired or revoked: drop what was cached for that staff member and go back to the login page with a message.
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname === LOGIN_PATH) return;
    queryClient.clear();
    void router.navigate(`${LOGIN_PATH}?${EXPIRED_PARAM}=1`, { replace: true });
  });
  return router;
}
