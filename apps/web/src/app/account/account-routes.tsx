import { Navigate, redirect, type RouteObject } from 'react-router';
import { isEnterpriseUser, ROUTE_PATHS } from '@fund-direct/domain/guards';
import { lazyPage } from '@/components/lazy-page.tsx';
import { signedInUser, withGuards } from '@/lib/guard-loader.ts';
import { accountPageRoutes } from '@/features/account/account-page-routes.tsx';
import { myFixRoutes } from '@/features/assets-fix/assets-fix-routes.tsx';
import { assetsOverviewRoutes } from '@/features/assets/assets-overview-routes.tsx';
import { assetsIncomeRoutes } from '@/features/assets/assets-income-routes.tsx';
import { assetsRecordsRoutes } from '@/features/assets/assets-records-routes.tsx';
import { bankCardRoutes } from '@/features/bank-card/bank-card-routes.tsx';
import { identityAccountRoutes } from '@/features/open-account/open-account-routes.tsx';
import { riskRoutes } from '@/features/risk/risk-routes.tsx';
import { tradePasswordRoutes } from '@/features/trade-password/trade-password-routes.tsx';

const accountLayout = () => import('./account-layout.tsx').then((m) => ({ Component: m.AccountLayout }));

// §2: /account and /enterprise have no page of their own; /account (the account-management menu's
// 个人中心) opens each kind of user's first page.
async function accountCentre(): Promise<Response> {
  const user = await signedInUser();
  return redirect(user && isEnterpriseUser(user) ? ROUTE_PATHS.enterpriseInfo : ROUTE_PATHS.personInfo);
}

const areaIndexes: RouteObject[] = [
  // accountCentre always redirects: the route renders nothing of its own.
  { path: 'account', loader: accountCentre, element: null },
  { path: 'enterprise', loader: () => redirect(ROUTE_PATHS.enterpriseInfo), element: <Navigate replace to={ROUTE_PATHS.enterpriseInfo} /> },
];

// The account area (/account/*, /enterprise/*) inside the main layout: one layout with the side menu
// around every page, each page behind its guard chain (§4/§6). Pages come from several features.
export const accountAreaRoutes: RouteObject[] = [
  ...areaIndexes,
  {
    ...lazyPage(accountLayout),
    children: withGuards([
      ...identityAccountRoutes,
      ...bankCardRoutes,
      ...riskRoutes,
      ...accountPageRoutes,
      ...tradePasswordRoutes,
      ...myFixRoutes,
      ...assetsOverviewRoutes,
      ...assetsIncomeRoutes,
      ...assetsRecordsRoutes,
    ]),
  },
];
