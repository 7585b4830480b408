// §2 header tabs. `sections` are the path prefixes that belong to a tab, so a detail page
// (for example /fund_detail) keeps its tab highlighted.
export interface NavItem {
  label: string;
  to: string;
  sections: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: '首页', to: '/home', sections: ['/home'] },
  { label: '基金产品', to: '/fund', sections: ['/fund', '/fund_detail', '/fund_manager'] },
  { label: '走进沣泽', to: '/enterhy', sections: ['/enterhy'] },
  { label: '观点', to: '/viewpoint', sections: ['/viewpoint'] },
  { label: '信息披露', to: '/msg_publish', sections: ['/msg_publish'] },
  { label: '客户服务', to: '/customer_service', sections: ['/customer_service', '/services'] },
];

function inSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

// A route may name its tab explicitly with `handle: { nav: '/fund' }`; otherwise the path decides.
export function activeNav(pathname: string, handleNav?: string): string | undefined {
  if (handleNav) return handleNav;
  return NAV_ITEMS.find((item) => item.sections.some((section) => inSection(pathname, section)))?.to;
}

export const ACCOUNT_LINKS = {
  login: '/login',
  register: '/auth/register',
  personal: '/account/person_info',
  enterprise: '/enterprise/enterprise_info',
  // §2 header: the my-assets shortcut opens 资产明细 (its guards ask a user without a fund account to open one).
  assets: '/assets/my_assets',
} as const;
