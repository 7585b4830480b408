import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';

// §2 /fund and /fund_detail, under the main layout; both keep the 基金产品 tab highlighted.
export const fundRoutes: RouteObject[] = [
  {
    path: 'fund',
    handle: { nav: '/fund' },
    // Plain markup: Ant Design loads only with the first dialog (lib/feedback).
    ...lazyPage(() => import('./routes/fund-page.tsx').then((m) => ({ Component: m.FundPage, loader: m.loader })), { antd: false }),
  },
  {
    path: 'fund_detail',
    handle: { nav: '/fund' },
    ...lazyPage(() => import('./routes/fund-detail-page.tsx').then((m) => ({ Component: m.FundDetailPage, loader: m.loader })), {
      antd: false,
    }),
  },
];
