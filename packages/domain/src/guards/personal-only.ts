import { ENTERPRISE_TEXTS } from '../constants/texts.ts';
import { accountMenu } from './account-menu.ts';
import { ROUTE_PATHS, type RouteName } from './routes.ts';
import { isEnterpriseUser, type GuardUser } from './user-state.ts';

// §2/§6: an enterprise user has no personal block and a reduced assets block. Every account-area page outside the
// enterprise menu is personal only, so the menu and the refusal come from one rule and cannot disagree.
const ENTERPRISE_MENU_ROUTES: ReadonlySet<RouteName> = new Set(
  accountMenu({ isEnterprise: 1, custbelongto: '1' }).flatMap((block) => block.entries.flatMap((entry) => entry.routes)),
);
const ACCOUNT_AREA = /^\/(assets|account)\//;

export const PERSONAL_ONLY_ROUTES: readonly RouteName[] = (Object.keys(ROUTE_PATHS) as RouteName[]).filter(
  (name) => ACCOUNT_AREA.test(ROUTE_PATHS[name]) && !ENTERPRISE_MENU_ROUTES.has(name),
);

const PERSONAL_ONLY_PATHS: ReadonlySet<string> = new Set(PERSONAL_ONLY_ROUTES.map((name) => ROUTE_PATHS[name]));

export interface PersonalOnlyRefusal {
  redirectTo: string;
  message: string;
}

// Where an enterprise user opening a personal page is sent instead, with the reason; null when the page is theirs.
export function personalOnlyRefusal(
  user: Pick<GuardUser, 'isEnterprise'> | null | undefined,
  pathname: string,
): PersonalOnlyRefusal | null {
  if (!user || !isEnterpriseUser(user)) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!PERSONAL_ONLY_PATHS.has(path) && path !== '/billprint') return null;
  return { redirectTo: ROUTE_PATHS.enterpriseInfo, message: ENTERPRISE_TEXTS.personalOnly };
}
