import type { OpsMenuEntry } from '@/lib/menu.ts';
import { auditMenu } from '@/features/audit/audit-routes.tsx';
import { customersMenu } from '@/features/customers/customers-routes.tsx';
import { dashboardMenu } from '@/features/dashboard/dashboard-routes.tsx';
import { navMenu } from '@/features/nav/nav-routes.tsx';
import { fundReportsMenu } from '@/features/fund-reports/fund-reports-routes.tsx';
import { proposalsMenu } from '@/features/proposals/proposals-routes.tsx';
import { staffMenu } from '@/features/staff/staff-routes.tsx';
import { dividendsMenu } from '@/features/dividends/dividends-routes.tsx';
import { fundsMenu } from '@/features/funds/funds-routes.tsx';
import { taMenu } from '@/features/ta/ta-routes.tsx';
import { exchangeMenu } from '@/features/exchange/exchange-routes.tsx';
import { instantAdvanceMenu } from '@/features/instant-advance/instant-advance-routes.tsx';
import { calendarMenu } from '@/features/calendar/calendar-routes.tsx';
import { contentSiteMenu } from '@/features/content-site/content-site-routes.tsx';
import { contentNoticesMenu } from '@/features/content-notices/content-notices-routes.tsx';
import { idReviewMenu } from '@/features/id-review/id-review-routes.tsx';
import { remittanceMenu } from '@/features/remittance/remittance-routes.tsx';
import { bankStatementMenu } from '@/features/bank-statement/bank-statement-routes.tsx';
import { contentArticlesMenu } from '@/features/content-articles/content-articles-routes.tsx';

// The side menu, in this order. A feature is listed here once its pages work; the shell shows an entry only to staff
// holding its permission (lib/menu.ts).
export const OPS_MENU: readonly OpsMenuEntry[] = [
  ...dashboardMenu,
  ...proposalsMenu,
  ...fundsMenu,
  ...navMenu,
  ...fundReportsMenu,
  ...dividendsMenu,
  ...taMenu,
  ...exchangeMenu,
  ...instantAdvanceMenu,
  ...calendarMenu,
  ...contentArticlesMenu,
  ...contentNoticesMenu,
  ...contentSiteMenu,
  ...customersMenu,
  ...idReviewMenu,
  ...remittanceMenu,
  ...bankStatementMenu,
  ...auditMenu,
  ...staffMenu,
];
