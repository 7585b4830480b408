import type { RouteObject } from 'react-router';
import { accountPage } from '@/components/account-route.ts';

// /account/risk, inside the account area.
export const riskRoutes: RouteObject[] = [
  accountPage('risk', () => import('./routes/risk-page.tsx').then((m) => ({ Component: m.RiskPage }))),
];
