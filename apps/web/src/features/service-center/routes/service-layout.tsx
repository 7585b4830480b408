import { Outlet } from 'react-router';
import { PageBreadcrumbs, type BreadcrumbItem } from '@/components/breadcrumbs.tsx';
import { ServiceSideMenu } from '../components/service-side-menu.tsx';
import { ServiceToolbar } from '../components/service-toolbar.tsx';
import { CUSTOMER_SERVICE_PATH } from '../service-menu.ts';
import { useServiceEntry } from '../use-service-entry.ts';
import './service-centre.css';

const LANDING_TITLE = '客户服务';

// Around /customer_service and every /services child: breadcrumbs, the page heading, the
// accordion side menu and the floating toolbar; the child renders the content.
export function ServiceLayout() {
  const entry = useServiceEntry();
  const title = entry?.label ?? LANDING_TITLE;
  const crumbs: BreadcrumbItem[] = entry
    ? [{ title: LANDING_TITLE, to: CUSTOMER_SERVICE_PATH }, { title: entry.sectionLabel }, { title: entry.label }]
    : [{ title: LANDING_TITLE }];

  return (
    <div className="fd-container fd-service">
      <PageBreadcrumbs items={crumbs} />
      <div className="fd-service__body">
        <ServiceSideMenu activeSection={entry?.sectionKey} />
        <div className="fd-service__content">
          {/* Fixed at the window's side on wider screens; on phones it sits beside this heading (service-toolbar.css). */}
          <ServiceToolbar />
          <h1 className="fd-service__title">{title}</h1>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
