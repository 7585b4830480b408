import { SwapOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const exchangeMenu: OpsMenuEntry[] = [{ path: '/exchange', label: '数据交换', icon: <SwapOutlined />, permission: 'exchange.view' }];

export const exchangeRoutes: RouteObject[] = [
  { path: 'exchange', lazy: () => import('./routes/exchange-page.tsx').then((m) => ({ Component: m.ExchangePage })) },
];
