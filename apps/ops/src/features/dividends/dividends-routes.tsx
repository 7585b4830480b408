import { GiftOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const dividendsMenu: OpsMenuEntry[] = [{ path: '/dividends', label: '分红登记', icon: <GiftOutlined />, permission: 'fund.view' }];

export const dividendsRoutes: RouteObject[] = [
  { path: 'dividends', lazy: () => import('./routes/dividends-page.tsx').then((m) => ({ Component: m.DividendsPage })) },
];
