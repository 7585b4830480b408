import { NotificationOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

// 内容管理 → 公告披露 (信息披露): drafts by the content operator, published once a checker approves.
export const contentNoticesMenu: OpsMenuEntry[] = [
  { path: '/notices', label: '公告披露', icon: <NotificationOutlined />, permission: 'content.manage', group: 'content' },
];

export const contentNoticesRoutes: RouteObject[] = [
  { path: 'notices', lazy: () => import('./routes/notice-list-page.tsx').then((m) => ({ Component: m.NoticeListPage })) },
  { path: 'notices/new', lazy: () => import('./routes/notice-edit-page.tsx').then((m) => ({ Component: m.NoticeCreatePage })) },
  { path: 'notices/:id', lazy: () => import('./routes/notice-edit-page.tsx').then((m) => ({ Component: m.NoticeEditPage })) },
];
