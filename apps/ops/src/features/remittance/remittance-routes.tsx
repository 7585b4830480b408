import { TransactionOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const remittanceMenu: OpsMenuEntry[] = [
  { path: '/remittances', label: '汇款匹配', icon: <TransactionOutlined />, permission: 'remit.match', group: 'service' },
];

export const remittanceRoutes: RouteObject[] = [
  { path: 'remittances', lazy: () => import('./routes/remittance-page.tsx').then((m) => ({ Component: m.RemittancePage })) },
];
