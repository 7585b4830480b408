import { CalendarOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const calendarMenu: OpsMenuEntry[] = [{ path: '/calendar', label: '交易日历', icon: <CalendarOutlined />, permission: 'fund.view' }];

export const calendarRoutes: RouteObject[] = [
  { path: 'calendar', lazy: () => import('./routes/calendar-year-page.tsx').then((m) => ({ Component: m.CalendarYearPage })) },
  { path: 'calendar/import', lazy: () => import('./routes/calendar-import-page.tsx').then((m) => ({ Component: m.CalendarImportPage })) },
];
