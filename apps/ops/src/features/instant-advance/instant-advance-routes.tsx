import { ThunderboltOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const instantAdvanceMenu: OpsMenuEntry[] = [
  { path: '/instant-advances', label: '快速取现垫资', icon: <ThunderboltOutlined />, permission: 'fund.view' },
];

export const instantAdvanceRoutes: RouteObject[] = [
  {
    path: 'instant-advances',
    lazy: () => import('./routes/instant-advance-page.tsx').then((m) => ({ Component: m.InstantAdvancePage })),
  },
];
