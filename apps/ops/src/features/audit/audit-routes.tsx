import { AuditOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const auditMenu: OpsMenuEntry[] = [{ path: '/audit', label: '审计日志', icon: <AuditOutlined />, permission: 'audit.view' }];

export const auditRoutes: RouteObject[] = [
  { path: 'audit', lazy: () => import('./audit-log-page.tsx').then((m) => ({ Component: m.AuditLogPage })) },
];
