import { Outlet, useMatches } from 'react-router';
import { accountMenu, type RouteName } from '@fund-direct/domain/guards';
import { PageBreadcrumbs } from '@/components/breadcrumbs.tsx';
import { MOBILE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';
import { usePageTitle } from '@/components/use-page-title.ts';
import { useAuth } from '@/lib/auth-state.ts';
import type { AccountRouteHandle } from '@/lib/guard-loader.ts';
import { accountTrail } from './account-trail.ts';
import { AccountSideMenu, AccountTabMenu } from './account-side-menu.tsx';
import './account-layout.css';

function currentRoute(matches: ReturnType<typeof useMatches>): RouteName | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<AccountRouteHandle> | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

// §2 account area: breadcrumbs, the side menu of the user's kind (a row of tabs on phones), the page.
// The guards have run before any page here renders (guard-loader), so the user is loaded.
export function AccountLayout() {
  const { user } = useAuth();
  const route = currentRoute(useMatches());
  const mobile = useMediaQuery(MOBILE_QUERY);
  const blocks = accountMenu(user ?? null);
  const trail = accountTrail(blocks, route);
  usePageTitle(trail.title);

  return (
    <div className="fd-container fd-account-area">
      <PageBreadcrumbs items={trail.crumbs} />
      {mobile ? <AccountTabMenu blocks={blocks} active={trail.entry} /> : null}
      <div className="fd-account-area__body">
        {mobile ? null : <AccountSideMenu blocks={blocks} active={trail.entry} />}
        <section className="fd-account-area__content" aria-labelledby="fd-account-title">
          <h1 id="fd-account-title" className="fd-account-area__title">
            {trail.title}
          </h1>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
