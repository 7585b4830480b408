import { redirect, type RouteObject } from 'react-router';
import { isEnterpriseUser, ROUTE_PATHS, type GuardUser } from '@fund-direct/domain/guards';
import { lazyPage } from '../../components/lazy-page.tsx';
import { getAuth } from '../../lib/auth-state.ts';
import { waitForUser } from '../../lib/wait-for-user.ts';
import { myFixRoutes } from '../assets-fix/assets-fix-routes.tsx';
import { assetsOverviewRoutes } from '../assets/assets-overview-routes.tsx';
import { assetsIncomeRoutes } from '../assets/assets-income-routes.tsx';
import { assetsRecordsRoutes } from '../assets/assets-records-routes.tsx';
import { bankCardRoutes } from '../bank-card/bank-card-routes.tsx';
import { identityAccountRoutes } from '../open-account/open-account-routes.tsx';
import { riskRoutes } from '../risk/risk-routes.tsx';
import { tradePasswordRoutes } from '../trade-password/trade-password-routes.tsx';
import { accountPage } from './account-route.ts';
import { withGuards } from './guard-loader.ts';

async function signedInUser(): Promise<GuardUser | null> {
  return getAuth().token ? ((await waitForUser()) as GuardUser | null) : null;
}

// §2: the enterprise pages belong to institutions; a personal customer who types their address gets
// the personal centre instead (visitors meet the login guard).
function enterpriseOnly(route: RouteObject): RouteObject {
  return {
    ...route,
    loader: async () => {
      const user = await signedInUser();
      return user && !isEnterpriseUser(user) ? redirect(ROUTE_PATHS.personInfo) : null;
    },
  };
}

// The pages of this feature: history, watchlist, security and the enterprise pages.
const ownPages: RouteObject[] = [
  accountPage('myHistory', () => import('./routes/my-history-page.tsx').then((m) => ({ Component: m.MyHistoryPage }))),
  accountPage('myFollow', () => import('./routes/my-follow-page.tsx').then((m) => ({ Component: m.MyFollowPage }))),
  accountPage('safe', () => import('./routes/safe-page.tsx').then((m) => ({ Component: m.SafePage }))),
  accountPage('modifyLoginPwd', () => import('./routes/modify-login-pwd-page.tsx').then((m) => ({ Component: m.ModifyLoginPwdPage }))),
  accountPage('modifyPhone', () => import('./routes/modify-phone-page.tsx').then((m) => ({ Component: m.ModifyPhonePage }))),
  enterpriseOnly(accountPage('enterpriseInfo', () => import('./routes/enterprise-info-page.tsx').then((m) => ({ Component: m.EnterpriseInfoPage })))),
  enterpriseOnly(accountPage('role', () => import('./routes/role-page.tsx').then((m) => ({ Component: m.RolePage })))),
];

const accountLayout = () => import('./routes/account-layout.tsx').then((m) => ({ Component: m.AccountLayout }));

// §2: /account and /enterprise have no page of their own; /account (the account-management menu's
// 个人中心) opens each kind of user's first page.
async function accountCentre(): Promise<Response> {
  const user = await signedInUser();
  return redirect(user && isEnterpriseUser(user) ? ROUTE_PATHS.enterpriseInfo : ROUTE_PATHS.personInfo);
}

const areaIndexes: RouteObject[] = [
  { path: 'account', loader: accountCentre },
  { path: 'enterprise', loader: () => redirect(ROUTE_PATHS.enterpriseInfo) },
];

// The account area (/account/*, /enterprise/*) inside the main layout: one layout with the side menu
// around every page, each page behind its guard chain (§4/§6). Pages come from several features.
export const accountAreaRoutes: RouteObject[] = [
  ...areaIndexes,
  {
    ...lazyPage(accountLayout),
    children: withGuards([...identityAccountRoutes, ...bankCardRoutes, ...riskRoutes, ...ownPages, ...tradePasswordRoutes, ...myFixRoutes, ...assetsOverviewRoutes, ...assetsIncomeRoutes, ...assetsRecordsRoutes]),
  },
];
