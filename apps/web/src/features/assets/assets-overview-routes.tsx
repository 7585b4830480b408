import type { RouteObject } from 'react-router';
import { accountPage } from '@/components/account-route.ts';

// §2 /assets/my_assets and /assets/assets_detail inside the account area (its layout, side menu and
// guards come from there).
export const assetsOverviewRoutes: RouteObject[] = [
  accountPage('myAssets', () => import('./routes/my-assets-page.tsx').then((m) => ({ Component: m.MyAssetsPage }))),
  accountPage('assetsDetail', () => import('./routes/assets-detail-page.tsx').then((m) => ({ Component: m.AssetsDetailPage }))),
];
