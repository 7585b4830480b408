import { replace, type LoaderFunction, type RouteObject } from 'react-router';
import {
  firstBlockingGuard,
  personalOnlyRefusal,
  requirementFor,
  type GuardDialog,
  type GuardUser,
  type PersonalOnlyRefusal,
  type RouteName,
} from '@fund-direct/domain/guards';
import type { ToPage } from '@fund-direct/domain/session-keys';
import { getAuth } from './auth-state.ts';
import { toast } from './feedback.ts';
import { showGuardDialog } from './guard-dialogs.ts';
import { waitForUser } from './wait-for-user.ts';

// What the account area knows of each of its pages: the §2 route name, which picks the guard
// requirement (§6) and the side-menu entry to highlight.
export interface AccountRouteHandle {
  route: RouteName;
}

const HOME = '/home';

// The signed-in user (waiting for the user info after a reload), or null for a visitor.
export async function signedInUser(): Promise<GuardUser | null> {
  return getAuth().token ? ((await waitForUser()) as GuardUser | null) : null;
}

// §4: the page a login prompt sends the user back to: path and query of the blocked URL.
export function toPageOf(url: URL): ToPage {
  const query = Object.fromEntries(url.searchParams);
  return Object.keys(query).length > 0 ? { name: url.pathname, query } : { name: url.pathname };
}

// Where a blocked navigation ends: the page the user was on, or home when the blocked page was the
// first one opened (a reload or a typed address: the browser already shows the blocked URL).
export function pageAfterBlock(current: string, blocked: string): string {
  return current === blocked ? HOME : current;
}

// The chain of §4 for one route. A token without user info yet (just after a reload) waits for the
// user before deciding, so that a signed-in user is never taken for a visitor.
export async function blockingGuardFor(route: RouteName, now: number): Promise<GuardDialog | null> {
  const requirement = requirementFor(route);
  if (requirement.length === 0) return null;
  const user = getAuth().token ? await waitForUser() : null;
  return firstBlockingGuard(user as GuardUser | null, requirement, now);
}

// §2/§6: an enterprise user has no personal pages; one typed or stored address sends them to the enterprise area.
export async function personalOnlyRefusalFor(pathname: string): Promise<PersonalOnlyRefusal | null> {
  return getAuth().token ? personalOnlyRefusal(await waitForUser(), pathname) : null;
}

// Runs before the page loads, so a blocked page is never shown: the §8 dialog opens and the
// navigation ends where the user was. Before the router commits a navigation the browser still
// shows the previous address, which is what `window.location` gives here.
export function guardLoader(route: RouteName): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const refusal = await personalOnlyRefusalFor(url.pathname);
    if (refusal) {
      toast.warning(refusal.message);
      throw replace(refusal.redirectTo);
    }
    const blocked = await blockingGuardFor(route, Date.now());
    if (!blocked) return null;
    showGuardDialog(blocked, toPageOf(url));
    const current = `${window.location.pathname}${window.location.search}`;
    throw replace(pageAfterBlock(current, `${url.pathname}${url.search}`));
  };
}

function isAccountHandle(handle: unknown): handle is AccountRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { route?: unknown }).route === 'string';
}

// Wraps one route in a pathless parent whose loader runs the guard: each page gets its own parent, so
// moving between sibling pages runs the guard of the page being entered (a shared parent's loader would not re-run).
export function guarded(name: RouteName, route: RouteObject): RouteObject {
  return { loader: guardLoader(name), children: [route] };
}

// Every route that names its §2 route in `handle.route` (accountPage does) gets its guard; `fallback`
// names the route of pages that do not.
export function withGuards(routes: readonly RouteObject[], fallback?: RouteName): RouteObject[] {
  return routes.map((route) => {
    const name = isAccountHandle(route.handle) ? route.handle.route : fallback;
    return name ? guarded(name, route) : route;
  });
}
