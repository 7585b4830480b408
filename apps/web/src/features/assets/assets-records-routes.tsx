import type { RouteObject } from 'react-router';
import { accountPage } from '@/components/account-route.ts';

// §2 /assets/trade_record and /assets/my_dividend inside the account area (layout, side menu and guards from there).
export const assetsRecordsRoutes: RouteObject[] = [
  accountPage('tradeRecord', () => import('./routes/trade-record-page.tsx').then((m) => ({ Component: m.TradeRecordPage }))),
  accountPage('myDiviDend', () => import('./routes/dividend-page.tsx').then((m) => ({ Component: m.MyDividendPage }))),
];
