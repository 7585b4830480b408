import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';

// Routes of the home feature, placed under the main layout by app/router.tsx.
export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    handle: { nav: '/home' },
    // Plain markup, no Ant Design: the landing stays light (dialogs load antd on first use).
    ...lazyPage(() => import('./routes/home-page.tsx').then((m) => ({ Component: m.HomePage, loader: m.loader })), { antd: false }),
  },
];
