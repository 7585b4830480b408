import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page.tsx';

// Routes of the home feature, placed under the main layout by app/router.tsx.
export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    handle: { nav: '/home' },
    // The landing is plain markup; pass { antd: true } (the default) once it uses Ant Design.
    ...lazyPage(() => import('./routes/home-page.tsx').then((m) => ({ Component: m.HomePage })), { antd: false }),
  },
];
