import type { RouteObject } from 'react-router';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { lazyPage } from '@/components/lazy-page.tsx';
import type { AccountRouteHandle } from '@/lib/guard-loader.ts';

const openAccountHandle: AccountRouteHandle = { route: 'openaccount' };

// /auth/openaccount, under the login layout. Login is required (§2): the router wraps it in the
// guard chain, whose login check remembers the page as toPage and offers the login page.
// The wizard lives in app/: its steps are the forms of four features (identity, bank card, risk, trade password).
export const openAccountRoutes: RouteObject[] = [
  {
    path: ROUTE_PATHS.openaccount.slice(1),
    handle: openAccountHandle,
    ...lazyPage(() => import('./open-account-page.tsx').then((m) => ({ Component: m.OpenAccountPage }))),
  },
];
