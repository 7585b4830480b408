import type { RouteObject } from 'react-router';
import { ROUTE_PATHS, type RouteName } from '@fund-direct/domain/guards';
import { lazyPage, type PageModule } from '@/components/lazy-page.tsx';

type TradeRouteName = Extract<RouteName, 'purchase' | 'sell' | 'fix' | 'change' | 'dividend'>;

// `handle.route` names the §2 route, so the account feature's withGuards gives each page its §6 chain.
function tradePage(route: TradeRouteName, load: () => Promise<PageModule>): RouteObject {
  return { path: ROUTE_PATHS[route].slice(1), handle: { route }, ...lazyPage(load) };
}

// §2 /trade/*: each page is its own chunk, inside the main layout.
export const tradeRoutes: RouteObject[] = [
  tradePage('purchase', () => import('./routes/purchase-page.tsx').then((m) => ({ Component: m.PurchasePage }))),
  tradePage('sell', () => import('./routes/sell-page.tsx').then((m) => ({ Component: m.SellPage }))),
  tradePage('fix', () => import('./routes/fix-page.tsx').then((m) => ({ Component: m.FixPage }))),
  tradePage('change', () => import('./routes/change-page.tsx').then((m) => ({ Component: m.ChangePage }))),
  tradePage('dividend', () => import('./routes/dividend-page.tsx').then((m) => ({ Component: m.DividendPage }))),
];
