import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';

// §2 /fund_manager?manId=, under the main layout, in the 基金产品 section.
export const managerRoutes: RouteObject[] = [
  {
    path: 'fund_manager',
    handle: { nav: '/fund' },
    ...lazyPage(() => import('./routes/fund-manager-page.tsx').then((m) => ({ Component: m.FundManagerPage, loader: m.loader })), {
      antd: false,
    }),
  },
];
