import type { RouteObject } from 'react-router';
import { ROUTE_PATHS, type RouteName } from '@fund-direct/domain/guards';
import { lazyPage, type PageModule } from '../../components/lazy-page.tsx';

// What the account area knows of each of its pages: the §2 route name, which picks the guard
// requirement (§6) and the side-menu entry to highlight.
export interface AccountRouteHandle {
  route: RouteName;
}

// One page of the account area (/account/*, /enterprise/*): its path comes from the domain's route
// table, so a guard, a menu entry and the page can never disagree about it.
export function accountPage(route: RouteName, load: () => Promise<PageModule>): RouteObject {
  const handle: AccountRouteHandle = { route };
  return { path: ROUTE_PATHS[route].slice(1), handle, ...lazyPage(load) };
}
