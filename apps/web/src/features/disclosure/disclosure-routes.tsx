import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';

// §2 /msg_publish (信息披露) and its notice detail, under the main layout.
export const disclosureRoutes: RouteObject[] = [
  {
    path: 'msg_publish',
    children: [
      {
        index: true,
        ...lazyPage(() => import('./routes/msg-publish-page.tsx').then((m) => ({ Component: m.MsgPublishPage, loader: m.loader }))),
      },
      {
        path: 'detail',
        ...lazyPage(() => import('./routes/notice-detail-page.tsx').then((m) => ({ Component: m.NoticeDetailPage, loader: m.loader }))),
      },
    ],
  },
];
