import { Navigate, redirect, type RouteObject } from 'react-router';
import { currentStaffQuery } from '@/api/auth-me.ts';
import { queryClient } from '@/lib/query-client.ts';
import { LOGIN_PATH } from '@/lib/unauthorized.ts';
import { auditRoutes } from '@/features/audit/audit-routes.tsx';
import { customersRoutes } from '@/features/customers/customers-routes.tsx';
import { dashboardRoutes } from '@/features/dashboard/dashboard-routes.tsx';
import { dividendsRoutes } from '@/features/dividends/dividends-routes.tsx';
import { fundsRoutes } from '@/features/funds/funds-routes.tsx';
import { loginRoutes } from '@/features/login/login-routes.tsx';
import { navRoutes } from '@/features/nav/nav-routes.tsx';
import { fundReportsRoutes } from '@/features/fund-reports/fund-reports-routes.tsx';
import { proposalsRoutes } from '@/features/proposals/proposals-routes.tsx';
import { staffRoutes } from '@/features/staff/staff-routes.tsx';
import { taRoutes } from '@/features/ta/ta-routes.tsx';
import { exchangeRoutes } from '@/features/exchange/exchange-routes.tsx';
import { instantAdvanceRoutes } from '@/features/instant-advance/instant-advance-routes.tsx';
import { calendarRoutes } from '@/features/calendar/calendar-routes.tsx';
import { contentSiteRoutes } from '@/features/content-site/content-site-routes.tsx';
import { contentNoticesRoutes } from '@/features/content-notices/content-notices-routes.tsx';
import { idReviewRoutes } from '@/features/id-review/id-review-routes.tsx';
import { remittanceRoutes } from '@/features/remittance/remittance-routes.tsx';
import { bankStatementRoutes } from '@/features/bank-statement/bank-statement-routes.tsx';
import { contentArticlesRoutes } from '@/features/content-articles/content-articles-routes.tsx';
import { RouteError } from './route-error.tsx';
import { ShellLayout } from './shell-layout.tsx';
import { StartupFallback } from './startup-fallback.tsx';

// The shell's pages need a complete login (password and second factor); anything less goes to the login steps.
// No session, or a login short of its last step: the login page takes over.
export async function requireActiveStaff() {
  const me = await queryClient.ensureQueryData(currentStaffQuery);
  if (me?.stage !== 'active') throw redirect(LOGIN_PATH);
  return null;
}

// Extension point: a feature exports `<area>Routes` (lazy pages, paths relative to the shell) and is listed here.
const shellRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...proposalsRoutes,
  ...fundsRoutes,
  ...navRoutes,
  ...fundReportsRoutes,
  ...dividendsRoutes,
  ...taRoutes,
  ...exchangeRoutes,
  ...instantAdvanceRoutes,
  ...calendarRoutes,
  ...contentNoticesRoutes,
  ...customersRoutes,
  ...contentSiteRoutes,
  ...idReviewRoutes,
  ...remittanceRoutes,
  ...bankStatementRoutes,
  ...contentArticlesRoutes,
  ...auditRoutes,
  ...staffRoutes,
];

export const opsRoutes: RouteObject[] = [
  ...loginRoutes.map((route) => ({ ...route, errorElement: <RouteError /> })),
  {
    path: '/',
    element: <ShellLayout />,
    loader: requireActiveStaff,
    HydrateFallback: StartupFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/dashboard'), element: <Navigate replace to="/dashboard" /> },
      ...shellRoutes,
      { path: '*', lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
