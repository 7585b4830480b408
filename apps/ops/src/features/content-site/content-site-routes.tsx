import {
  AppstoreOutlined,
  FileTextOutlined,
  FireOutlined,
  InfoCircleOutlined,
  NotificationOutlined,
  ShopOutlined,
  SolutionOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import type { OpsMenuEntry } from '@/lib/menu.ts';

export const contentSiteMenu: OpsMenuEntry[] = [
  { path: '/content/service', label: '服务中心', icon: <FileTextOutlined />, permission: 'content.manage', group: 'content' },
  { path: '/content/jobs', label: '招聘信息', icon: <SolutionOutlined />, permission: 'content.manage', group: 'content' },
  { path: '/content/agencies', label: '销售机构', icon: <ShopOutlined />, permission: 'content.manage', group: 'content' },
  { path: '/content/adverts', label: '广告与横幅', icon: <NotificationOutlined />, permission: 'content.manage', group: 'content' },
  { path: '/content/awards', label: '荣誉奖项', icon: <TrophyOutlined />, permission: 'content.manage', group: 'content' },
  { path: '/content/columns', label: '栏目', icon: <AppstoreOutlined />, permission: 'content.manage', group: 'content' },
  { path: '/content/hot-keywords', label: '热门搜索', icon: <FireOutlined />, permission: 'content.manage', group: 'content' },
  { path: '/content/about-us', label: '关于我们', icon: <InfoCircleOutlined />, permission: 'content.manage', group: 'content' },
];

export const contentSiteRoutes: RouteObject[] = [
  { path: 'content/service', lazy: () => import('./routes/service-entries-page.tsx').then((m) => ({ Component: m.ServiceEntriesPage })) },
  { path: 'content/jobs', lazy: () => import('./routes/jobs-page.tsx').then((m) => ({ Component: m.JobsPage })) },
  { path: 'content/agencies', lazy: () => import('./routes/agencies-page.tsx').then((m) => ({ Component: m.AgenciesPage })) },
  { path: 'content/adverts', lazy: () => import('./routes/adverts-page.tsx').then((m) => ({ Component: m.AdvertsPage })) },
  { path: 'content/awards', lazy: () => import('./routes/awards-page.tsx').then((m) => ({ Component: m.AwardsPage })) },
  { path: 'content/columns', lazy: () => import('./routes/columns-page.tsx').then((m) => ({ Component: m.ColumnsPage })) },
  { path: 'content/hot-keywords', lazy: () => import('./routes/hot-keywords-page.tsx').then((m) => ({ Component: m.HotKeywordsPage })) },
  { path: 'content/about-us', lazy: () => import('./routes/about-us-page.tsx').then((m) => ({ Component: m.AboutUsPage })) },
];
