import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';

// §2 /enterhy (走进沣泽), under the main layout.
export const aboutRoutes: RouteObject[] = [
  { path: 'enterhy', ...lazyPage(() => import('./routes/enterhy-page.tsx').then((m) => ({ Component: m.EnterhyPage, loader: m.loader }))) },
];
