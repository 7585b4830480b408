import { TeamOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const staffMenu: OpsMenuEntry[] = [{ path: '/staff', label: '员工管理', icon: <TeamOutlined />, permission: 'staff.manage' }];

export const staffRoutes: RouteObject[] = [
  { path: 'staff', lazy: () => import('./staff-page.tsx').then((m) => ({ Component: m.StaffPage })) },
];
