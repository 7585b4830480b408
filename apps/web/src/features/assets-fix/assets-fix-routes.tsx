import type { RouteObject } from 'react-router';
import { accountPage } from '@/components/account-route.ts';

// §2 /assets/my_fix inside the account area (its layout, side menu and guards come from there).
export const myFixRoutes: RouteObject[] = [
  accountPage('myFix', () => import('./routes/my-fix-page.tsx').then((m) => ({ Component: m.MyFixPage }))),
];
