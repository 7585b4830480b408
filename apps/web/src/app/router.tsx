import { createBrowserRouter, Navigate, redirect, type HydrationState, type RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';
import { RouteError } from '@/components/route-error.tsx';
import { setUserRequester } from '@/lib/wait-for-user.ts';
import { withGuards } from '@/lib/guard-loader.ts';
import { accountAreaRoutes } from './account/account-routes.tsx';
import { openAccountRoutes } from './open-account/open-account-routes.tsx';
import { tradeRoutes } from '@/features/trade/trade-routes.tsx';
import { billPrintRoutes } from '@/features/assets/assets-income-routes.tsx';
import { authRoutes } from '@/features/auth/auth-routes.tsx';
import { homeRoutes } from '@/features/home/home-routes.tsx';
import { fundRoutes } from '@/features/fund/fund-routes.tsx';
import { managerRoutes } from '@/features/manager/manager-routes.tsx';
import { aboutRoutes } from '@/features/about/about-routes.tsx';
import { disclosureRoutes } from '@/features/disclosure/disclosure-routes.tsx';
import { footerRoutes } from '@/features/footer-pages/footer-routes.tsx';
import { customerServiceRoutes, serviceCentreChildRoutes } from '@/features/service-center/service-routes.tsx';
import { viewpointRoutes } from '@/features/viewpoint/viewpoint-routes.tsx';
import { LoginLayout } from './layouts/login-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { ShellFallback } from './layouts/shell-fallback.tsx';

// An index route that only sends elsewhere: the loader redirects before anything renders; the element
// gives the matched leaf something to render, so the router has no empty page to warn about.
function redirectIndex(to: string): RouteObject {
  return { index: true, loader: () => redirect(to), element: <Navigate replace to={to} /> };
}

const notFoundPage = () => import('./routes/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }));

// Extension points: a feature exports `<area>Routes: RouteObject[]` (pages through lazyPage,
// so each page is its own chunk) and is listed in one of these two arrays.
// Pages with the full header and footer (§2 public, footer, service, account, trade pages):
const mainLayoutRoutes: RouteObject[] = [
  ...homeRoutes,
  ...fundRoutes,
  ...managerRoutes,
  ...aboutRoutes,
  ...viewpointRoutes,
  ...disclosureRoutes,
  ...customerServiceRoutes,
  ...footerRoutes,
  ...accountAreaRoutes,
  ...withGuards(tradeRoutes),
];
// Pages with the simple header of the login variant (§2 /login, auth pages):
// /auth/openaccount requires login (§2), hence its guard.
const loginLayoutRoutes: RouteObject[] = [...authRoutes, ...withGuards(openAccountRoutes, 'openaccount')];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // The first page's loaders (guards, redirects) run before anything renders: the shell stays meanwhile.
    HydrateFallback: ShellFallback,
    errorElement: <RouteError />,
    children: [
      // §2: the root redirects to /home.
      redirectIndex('/home'),
      {
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          // §2: the service centre itself redirects to /home; its sections are children.
          { path: 'services', children: [redirectIndex('/home'), ...serviceCentreChildRoutes] },
          ...mainLayoutRoutes,
          {
            path: '*',
            ...lazyPage(notFoundPage, { antd: false }),
          },
        ],
      },
      { element: <LoginLayout />, errorElement: <RouteError />, children: loginLayoutRoutes },
      // §2 standalone /billprint: no layout around it, for printing.
      ...billPrintRoutes,
    ],
  },
];

// The session user's loader; the browser router sets it, the server renders logged out and never asks.
export function installUserRequester(): void {
  // Guards that run on the first page of a visit, before any layout has mounted, load the user info themselves.
  setUserRequester(() => import('@/features/auth/load-session-user.ts').then((m) => m.loadSessionUser()));
}

// hydrationData: the loader results of a server-rendered page (app/hydrate.ts), so the first page does not load twice.
export function createRouter(hydrationData?: HydrationState) {
  installUserRequester();
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
