// The source modules that each client route loads through lazyPage (see the features' *-routes.tsx),
// as plain data: the build turns them into dist/route-preloads.json, which the server uses to
// preload a route's chunks from index.html. A key is an exact path; `/x/*` covers every path below /x.
// Pages that lazyPage wraps in Ant Design's provider (antd: true, the default) also list it.
const ANTD = 'src/components/antd-provider.tsx';
const SERVICE_LAYOUT = 'src/features/service-center/routes/service-layout.tsx';
const ACCOUNT_LAYOUT = 'src/app/account/account-layout.tsx';

const HOME = 'src/features/home/routes/home-page.tsx';

export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  // §2: the root redirects to /home.
  '/': [HOME],
  '/home': [HOME],
  '/fund': ['src/features/fund/routes/fund-page.tsx'],
  '/fund_detail': ['src/features/fund/routes/fund-detail-page.tsx'],
  '/fund/compare': ['src/features/fund/routes/fund-compare-page.tsx'],
  '/fund_manager': ['src/features/manager/routes/fund-manager-page.tsx'],
  '/viewpoint': ['src/features/viewpoint/routes/viewpoint-page.tsx', ANTD],
  '/viewpoint/viewpoint_article': ['src/features/viewpoint/routes/article-page.tsx', ANTD],
  '/viewpoint/viewpoint_video': ['src/features/viewpoint/routes/video-page.tsx', ANTD],
  '/msg_publish': ['src/features/disclosure/routes/msg-publish-page.tsx', ANTD],
  '/msg_publish/detail': ['src/features/disclosure/routes/notice-detail-page.tsx', ANTD],
  '/enterhy': ['src/features/about/routes/enterhy-page.tsx', ANTD],
  '/customer_service': [SERVICE_LAYOUT, ANTD, 'src/features/service-center/routes/customer-service-page.tsx'],
  '/services/*': [SERVICE_LAYOUT, ANTD],
  '/footer/*': ['src/features/footer-pages/routes/footer-page.tsx', ANTD],
  '/login': ['src/features/auth/routes/login-page.tsx', ANTD],
  '/auth/register': ['src/features/auth/routes/register-page.tsx', ANTD],
  '/auth/forgetPassword': ['src/features/auth/routes/forget-password-page.tsx', ANTD],
  '/auth/openaccount': ['src/app/open-account/open-account-page.tsx', ANTD],
  '/account/*': [ACCOUNT_LAYOUT, ANTD],
  '/enterprise/*': [ACCOUNT_LAYOUT, ANTD],
  '/assets/my_fix': [ACCOUNT_LAYOUT, ANTD, 'src/features/assets-fix/routes/my-fix-page.tsx'],
  '/assets/my_assets': [ACCOUNT_LAYOUT, ANTD, 'src/features/assets/routes/my-assets-page.tsx'],
  '/assets/assets_detail': [ACCOUNT_LAYOUT, ANTD, 'src/features/assets/routes/assets-detail-page.tsx'],
  '/assets/income': [ACCOUNT_LAYOUT, ANTD, 'src/features/assets/routes/income-page.tsx'],
  '/assets/bill': [ACCOUNT_LAYOUT, ANTD, 'src/features/assets/routes/bill-page.tsx'],
  '/billprint': ['src/features/assets/routes/bill-print-page.tsx'],
  '/assets/trade_record': [ACCOUNT_LAYOUT, ANTD, 'src/features/assets/routes/trade-record-page.tsx'],
  '/assets/my_dividend': [ACCOUNT_LAYOUT, ANTD, 'src/features/assets/routes/dividend-page.tsx'],
  '/trade/purchase': ['src/features/trade/routes/purchase-page.tsx', ANTD],
  '/trade/sell': ['src/features/trade/routes/sell-page.tsx', ANTD],
  '/trade/fix': ['src/features/trade/routes/fix-page.tsx', ANTD],
  '/trade/change': ['src/features/trade/routes/change-page.tsx', ANTD],
  '/trade/dividend': ['src/features/trade/routes/dividend-page.tsx', ANTD],
};
