import { AuditOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const proposalsMenu: OpsMenuEntry[] = [
  { path: '/proposals', label: '复核申请', icon: <AuditOutlined />, permission: 'proposal.view' },
];

export const proposalsRoutes: RouteObject[] = [
  { path: 'proposals', lazy: () => import('./proposals-page.tsx').then((m) => ({ Component: m.ProposalsPage })) },
];
