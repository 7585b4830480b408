import type { RouteObject } from 'react-router';
import { ROUTE_PATHS, type RouteName } from '@fund-direct/domain/guards';
import type { AccountRouteHandle } from '@/lib/guard-loader.ts';
import { lazyPage, type PageModule } from './lazy-page.tsx';

// One page of the account area (/account/*, /enterprise/*): its path comes from the domain's route
// table, so a guard, a menu entry and the page can never disagree about it.
export function accountPage(route: RouteName, load: () => Promise<PageModule>): RouteObject {
  const handle: AccountRouteHandle = { route };
  return { path: ROUTE_PATHS[route].slice(1), handle, ...lazyPage(load) };
}
