import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';
import { accountPage } from '@/components/account-route.ts';
import { withGuards } from '@/lib/guard-loader.ts';

// §2 /assets/income and /assets/bill inside the account area (its layout, side menu and guards come from there).
export const assetsIncomeRoutes: RouteObject[] = [
  accountPage('income', () => import('./routes/income-page.tsx').then((m) => ({ Component: m.IncomePage }))),
  accountPage('bill', () => import('./routes/bill-page.tsx').then((m) => ({ Component: m.BillPage }))),
];

// §2 /billprint: standalone like /login, but bare (no header, footer or menu) for printing; it shows the
// bill page's statement, so it stands behind the bill page's guards.
export const billPrintRoutes: RouteObject[] = withGuards(
  [
    {
      path: 'billprint',
      ...lazyPage(() => import('./routes/bill-print-page.tsx').then((m) => ({ Component: m.BillPrintPage })), { antd: false }),
    },
  ],
  'bill',
);
