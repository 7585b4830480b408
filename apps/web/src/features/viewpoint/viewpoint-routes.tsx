import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';

// §2 /viewpoint and its article and video pages, under the main layout.
export const viewpointRoutes: RouteObject[] = [
  {
    path: 'viewpoint',
    children: [
      {
        index: true,
        ...lazyPage(() => import('./routes/viewpoint-page.tsx').then((m) => ({ Component: m.ViewpointPage, loader: m.loader }))),
      },
      {
        path: 'viewpoint_article',
        ...lazyPage(() => import('./routes/article-page.tsx').then((m) => ({ Component: m.ArticlePage, loader: m.loader }))),
      },
      {
        path: 'viewpoint_video',
        ...lazyPage(() => import('./routes/video-page.tsx').then((m) => ({ Component: m.VideoPage, loader: m.loader }))),
      },
    ],
  },
];
