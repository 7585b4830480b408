import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';
import { serviceChildRoutes } from './service-menu-routes.tsx';

const serviceLayout = () => import('./routes/service-layout.tsx').then((m) => ({ Component: m.ServiceLayout }));

// The children of the `services` entry of app/router.tsx (whose index redirects to /home):
// one pathless layout (side menu, toolbar) around every §2 service-centre page.
export const serviceCentreChildRoutes: RouteObject[] = [{ ...lazyPage(serviceLayout), children: serviceChildRoutes }];

// §2 /customer_service: the service landing, in the same layout.
export const customerServiceRoutes: RouteObject[] = [
  {
    path: 'customer_service',
    ...lazyPage(serviceLayout),
    children: [
      {
        index: true,
        ...lazyPage(() => import('./routes/customer-service-page.tsx').then((m) => ({ Component: m.CustomerServicePage })), {
          antd: false,
        }),
      },
    ],
  },
];
