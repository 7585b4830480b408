import { ScheduleOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const taMenu: OpsMenuEntry[] = [{ path: '/ta', label: 'TA 批处理', icon: <ScheduleOutlined />, permission: 'ta.view' }];

export const taRoutes: RouteObject[] = [
  { path: 'ta', lazy: () => import('./routes/ta-batch-list-page.tsx').then((m) => ({ Component: m.TaBatchListPage })) },
  { path: 'ta/:date', lazy: () => import('./routes/ta-batch-detail-page.tsx').then((m) => ({ Component: m.TaBatchDetailPage })) },
];
