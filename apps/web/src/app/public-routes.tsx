import { Navigate, redirect, type RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';
import { RouteError } from '@/components/route-error.tsx';
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
// so each page is its own chunk) and is listed in one of these arrays; the pages behind login are listed in
// private-routes.tsx instead.
// Public pages with the full header and footer (§2 public, footer and service pages):
const mainLayoutRoutes: RouteObject[] = [
  ...homeRoutes,
  ...fundRoutes,
  ...managerRoutes,
  ...aboutRoutes,
  ...viewpointRoutes,
  ...disclosureRoutes,
  ...customerServiceRoutes,
  ...footerRoutes,
];
// Pages with the simple header of the login variant (§2 /login, auth pages):
const loginLayoutRoutes: RouteObject[] = [...authRoutes];

// The parents the pages behind login are added under (private-routes.tsx).
export const ROUTE_PARENTS = { root: 'root', main: 'main', login: 'login' } as const;
export type RouteParent = keyof typeof ROUTE_PARENTS;

// The browser starts with these and adds the pages behind login on the first visit to one of them; the server renders
// with every route (all-routes.tsx), the pages behind login appended after these, so that the route ids of the public
// pages (index paths) are the same on both sides.
export const publicRoutes: RouteObject[] = [
  {
    id: ROUTE_PARENTS.root,
    element: <RootLayout />,
    // The first page's loaders (guards, redirects) run before anything renders: the shell stays meanwhile.
    HydrateFallback: ShellFallback,
    errorElement: <RouteError />,
    children: [
      // §2: the root redirects to /home.
      redirectIndex('/home'),
      {
        id: ROUTE_PARENTS.main,
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
      { id: ROUTE_PARENTS.login, element: <LoginLayout />, errorElement: <RouteError />, children: loginLayoutRoutes },
    ],
  },
];
