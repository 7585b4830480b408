import type { RouteObject } from 'react-router';
import { billPrintRoutes } from '@/features/assets/assets-income-routes.tsx';
import { tradeRoutes } from '@/features/trade/trade-routes.tsx';
import { withGuards } from '@/lib/guard-loader.ts';
import { accountAreaRoutes } from './account/account-routes.tsx';
import { openAccountRoutes } from './open-account/open-account-routes.tsx';
import type { RouteParent } from './public-routes.tsx';

// The pages behind login, by the route they belong under: the account area and trade pages in the main layout,
// account opening in the login layout (§2: it requires login, hence its guard), and §2's standalone /billprint with no
// layout around it, for printing. A visitor of the public pages never downloads these route tables.
export const PRIVATE_ROUTES: Readonly<Record<RouteParent, RouteObject[]>> = {
  main: [...accountAreaRoutes, ...withGuards(tradeRoutes)],
  login: withGuards(openAccountRoutes, 'openaccount'),
  root: billPrintRoutes,
};
