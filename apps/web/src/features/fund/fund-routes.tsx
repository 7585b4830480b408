import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';

// §2 /fund and /fund_detail, and /fund/compare, under the main layout; all keep the 基金产品 tab highlighted.
// The comparison is rendered in the browser only (its address is a visitor's own selection, nothing to index).
export const fundRoutes: RouteObject[] = [
  {
    path: 'fund',
    handle: { nav: '/fund' },
    // Plain markup: Ant Design loads only with the first dialog (lib/feedback).
    ...lazyPage(() => import('./routes/fund-page.tsx').then((m) => ({ Component: m.FundPage, loader: m.loader })), { antd: false }),
  },
  {
    path: 'fund/compare',
    handle: { nav: '/fund' },
    ...lazyPage(() => import('./routes/fund-compare-page.tsx').then((m) => ({ Component: m.FundComparePage })), { antd: false }),
  },
  {
    path: 'fund_detail',
    handle: { nav: '/fund' },
    ...lazyPage(() => import('./routes/fund-detail-page.tsx').then((m) => ({ Component: m.FundDetailPage, loader: m.loader })), {
      antd: false,
    }),
  },
];
