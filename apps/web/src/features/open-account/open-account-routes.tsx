import type { RouteObject } from 'react-router';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { lazyPage } from '../../components/lazy-page.tsx';
import { accountPage, type AccountRouteHandle } from '../account/account-route.ts';

const openAccountHandle: AccountRouteHandle = { route: 'openaccount' };

// /auth/openaccount, under the login layout. Login is required (§2): the router wraps it in the
// guard chain, whose login check remembers the page as toPage and offers the login page.
export const openAccountRoutes: RouteObject[] = [
  {
    path: ROUTE_PATHS.openaccount.slice(1),
    handle: openAccountHandle,
    ...lazyPage(() => import('./routes/open-account-page.tsx').then((m) => ({ Component: m.OpenAccountPage }))),
  },
];

// update_id_card and person_info, inside the account area.
export const identityAccountRoutes: RouteObject[] = [
  accountPage('personInfo', () => import('./routes/person-info-page.tsx').then((m) => ({ Component: m.PersonInfoPage }))),
  accountPage('updateIdCard', () => import('./routes/update-id-card-page.tsx').then((m) => ({ Component: m.UpdateIdCardPage }))),
];
