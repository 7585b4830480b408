import type { ServiceType } from '@fund-direct/domain/contracts';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyPage, type PageModule } from '@/components/lazy-page.tsx';
import { SERVICE_SECTIONS, serviceMenuHandle } from './service-menu.ts';

type Loader = () => Promise<PageModule>;

// §2: dataDownload and noticePublicity (and the FAQ and organisation pages) have their own page;
// every other child shows its service-centre articles.
const contentPage: Loader = () => import('./routes/service-content-page.tsx').then((m) => ({ Component: m.ServiceContentPage }));
const organPage: Loader = () => import('./routes/organ-page.tsx').then((m) => ({ Component: m.OrganPage }));
const SPECIAL_PAGES: Partial<Record<ServiceType, Loader>> = {
  data_download: () => import('./routes/data-download-page.tsx').then((m) => ({ Component: m.DataDownloadPage })),
  notice_publicity: () => import('./routes/notice-publicity-page.tsx').then((m) => ({ Component: m.NoticePublicityPage })),
  common_question: () => import('./routes/common-question-page.tsx').then((m) => ({ Component: m.CommonQuestionPage })),
  direct_sell_organ: organPage,
  consignment_organ: organPage,
};

// Each page with the loader of its data (service-page-data.ts, loaded with the page).
function withData(serviceType: ServiceType, load: Loader): Loader {
  return () =>
    Promise.all([load(), import('./service-page-data.ts')]).then(([page, data]) => ({
      ...page,
      loader: ({ request }: LoaderFunctionArgs) => data.loadServicePage(serviceType, new URL(request.url)),
    }));
}

// The child routes of /services; their handles are what the accordion side menu is built from.
// Ant Design's provider comes from the service layout above them.
export const serviceChildRoutes: RouteObject[] = SERVICE_SECTIONS.flatMap((section) =>
  section.children.map((serviceType): RouteObject => ({
    path: serviceType,
    handle: serviceMenuHandle(section.key, section.label, serviceType),
    ...lazyPage(withData(serviceType, SPECIAL_PAGES[serviceType] ?? contentPage), { antd: false }),
  })),
);
