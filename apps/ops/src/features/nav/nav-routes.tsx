import { LineChartOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const navMenu: OpsMenuEntry[] = [{ path: '/navs', label: '净值管理', icon: <LineChartOutlined />, permission: 'fund.view' }];

export const navRoutes: RouteObject[] = [{ path: 'navs', lazy: () => import('./nav-page.tsx').then((m) => ({ Component: m.NavPage })) }];
