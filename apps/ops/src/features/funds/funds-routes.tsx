import { FundOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const fundsMenu: OpsMenuEntry[] = [{ path: '/funds', label: '基金管理', icon: <FundOutlined />, permission: 'fund.view' }];

export const fundsRoutes: RouteObject[] = [
  { path: 'funds', lazy: () => import('./routes/fund-list-page.tsx').then((m) => ({ Component: m.FundListPage })) },
  { path: 'funds/:code', lazy: () => import('./routes/fund-edit-page.tsx').then((m) => ({ Component: m.FundEditPage })) },
];
