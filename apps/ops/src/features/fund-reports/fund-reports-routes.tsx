import { FileSearchOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const fundReportsMenu: OpsMenuEntry[] = [
  { path: '/fund-reports', label: '基金报告', icon: <FileSearchOutlined />, permission: 'fund.view' },
];

export const fundReportsRoutes: RouteObject[] = [
  {
    path: 'fund-reports',
    lazy: () => import('./routes/fund-report-import-page.tsx').then((m) => ({ Component: m.FundReportImportPage })),
  },
];
