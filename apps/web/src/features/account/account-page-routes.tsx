import { redirect, type RouteObject } from 'react-router';
import { isEnterpriseUser, ROUTE_PATHS } from '@fund-direct/domain/guards';
import { accountPage } from '@/components/account-route.ts';
import { signedInUser } from '@/lib/guard-loader.ts';

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

// The pages of this feature in the account area: history, watchlist, security and the enterprise pages.
export const accountPageRoutes: RouteObject[] = [
  accountPage('myHistory', () => import('./routes/my-history-page.tsx').then((m) => ({ Component: m.MyHistoryPage }))),
  accountPage('myFollow', () => import('./routes/my-follow-page.tsx').then((m) => ({ Component: m.MyFollowPage }))),
  accountPage('safe', () => import('./routes/safe-page.tsx').then((m) => ({ Component: m.SafePage }))),
  accountPage('modifyLoginPwd', () => import('./routes/modify-login-pwd-page.tsx').then((m) => ({ Component: m.ModifyLoginPwdPage }))),
  accountPage('modifyPhone', () => import('./routes/modify-phone-page.tsx').then((m) => ({ Component: m.ModifyPhonePage }))),
  enterpriseOnly(
    accountPage('enterpriseInfo', () => import('./routes/enterprise-info-page.tsx').then((m) => ({ Component: m.EnterpriseInfoPage }))),
  ),
  enterpriseOnly(accountPage('role', () => import('./routes/role-page.tsx').then((m) => ({ Component: m.RolePage })))),
];
