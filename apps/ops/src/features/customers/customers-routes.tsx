import { UserOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const customersMenu: OpsMenuEntry[] = [
  { path: '/customers', label: '客户查询', icon: <UserOutlined />, permission: 'customer.view', group: 'service' },
];

export const customersRoutes: RouteObject[] = [
  { path: 'customers', lazy: () => import('./customers-page.tsx').then((m) => ({ Component: m.CustomersPage })) },
  { path: 'customers/:id', lazy: () => import('./customer-page.tsx').then((m) => ({ Component: m.CustomerPage })) },
];
