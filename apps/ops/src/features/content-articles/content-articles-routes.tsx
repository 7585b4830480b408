import { ReadOutlined } from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

// 内容管理 → 观点文章 (the site's /viewpoint articles and videos).
export const contentArticlesMenu: OpsMenuEntry[] = [
  { path: '/content/articles', label: '观点文章', icon: <ReadOutlined />, permission: 'content.manage', group: 'content' },
];

export const contentArticlesRoutes: RouteObject[] = [
  { path: 'content/articles', lazy: () => import('./routes/article-list-page.tsx').then((m) => ({ Component: m.ArticleListPage })) },
  { path: 'content/articles/:id', lazy: () => import('./routes/article-edit-page.tsx').then((m) => ({ Component: m.ArticleEditPage })) },
];
