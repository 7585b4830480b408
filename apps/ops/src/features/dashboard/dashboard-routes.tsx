import { DashboardOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const dashboardMenu: OpsMenuEntry[] = [
  { path: '/dashboard', label: '工作台', icon: <DashboardOutlined />, permission: 'dashboard.view' },
];

export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('./dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })) },
];
