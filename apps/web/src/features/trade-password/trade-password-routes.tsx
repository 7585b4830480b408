import type { RouteObject } from 'react-router';
import { accountPage } from '@/components/account-route.ts';

// modify_trade_pwd and reset_trade_pwd, inside the account area.
export const tradePasswordRoutes: RouteObject[] = [
  accountPage('modifyTradePwd', () => import('./routes/modify-trade-pwd-page.tsx').then((m) => ({ Component: m.ModifyTradePwdPage }))),
  accountPage('resetTradePwd', () => import('./routes/reset-trade-pwd-page.tsx').then((m) => ({ Component: m.ResetTradePwdPage }))),
];
