export interface BreadcrumbItem {
  title: string;
  // Omitted for the current page (the last item).
  to?: string;
}

// §3 breadcrumbList: every inner page's trail starts here (also the pages' schema.org BreadcrumbList).
export const HOME_BREADCRUMB: BreadcrumbItem = { title: '首页', to: '/home' };
