import { createBrowserRouter, type HydrationState, type PatchRoutesOnNavigationFunction } from 'react-router';
import { setUserRequester } from '@/lib/wait-for-user.ts';
import { publicRoutes, ROUTE_PARENTS, type RouteParent } from './public-routes.tsx';

// The session user's loader; the browser router sets it, the server renders logged out and never asks.
export function installUserRequester(): void {
  // Guards that run on the first page of a visit, before any layout has mounted, load the user info themselves.
  setUserRequester(() => import('@/features/auth/load-session-user.ts').then((m) => m.loadSessionUser()));
}

// The pages behind login join a router's routes the first time a path is not one of the public pages (React Router
// asks when only the not-found route matches): their tables load with them, not with every public page.
export function privateRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | undefined;
  return ({ patch }) =>
    (added ??= import('./private-routes.tsx').then(({ PRIVATE_ROUTES }) => {
      for (const parent of Object.keys(PRIVATE_ROUTES) as RouteParent[]) patch(ROUTE_PARENTS[parent], PRIVATE_ROUTES[parent]);
    }));
}

// hydrationData: the loader results of a server-rendered page (app/hydrate.ts), so the first page does not load twice.
export function createRouter(hydrationData?: HydrationState) {
  installUserRequester();
  return createBrowserRouter(publicRoutes, {
    ...(hydrationData ? { hydrationData } : {}),
    patchRoutesOnNavigation: privateRoutesOnDemand(),
  });
}
