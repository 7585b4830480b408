import { IdcardOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const idReviewMenu: OpsMenuEntry[] = [
  { path: '/id-reviews', label: '证件审核', icon: <IdcardOutlined />, permission: 'customer.review', group: 'service' },
];

export const idReviewRoutes: RouteObject[] = [
  { path: 'id-reviews', lazy: () => import('./routes/id-review-list-page.tsx').then((m) => ({ Component: m.IdReviewListPage })) },
  { path: 'id-reviews/:id', lazy: () => import('./routes/id-review-page.tsx').then((m) => ({ Component: m.IdReviewPage })) },
];
