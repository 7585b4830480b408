import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { revivePageQueries } from '@/lib/page-query-state.ts';
import { currentQueryClient } from '@/lib/query-client.ts';
import { publicRoutes as routes } from './public-routes.tsx';

// What the server put into a server-rendered page (entry-server.tsx): React Router's loader results and the
// query cache its loaders and pages filled. Absent on client-rendered routes (the shell).
declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
    __FD_QUERY_STATE__?: DehydratedState;
  }
}

export const QUERY_STATE_GLOBAL = '__FD_QUERY_STATE__';

export function serverHydrationData(): HydrationState | undefined {
  return window.__staticRouterHydrationData;
}

// Before hydrating: the server's query results go into the cache (the pages do not fetch them again), and the
// matched lazy routes are loaded, so the first client render has the same components the server rendered.
// False when a page chunk could not be loaded: the page is then rendered on the client, where the route's error
// element offers the retry (§9).
export async function prepareHydration(): Promise<boolean> {
  const state = window.__FD_QUERY_STATE__;
  if (state) hydrate(currentQueryClient(), revivePageQueries(state));
  const matches = matchRoutes(routes, window.location) ?? [];
  const loads = await Promise.allSettled(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
  return loads.every((load) => load.status === 'fulfilled');
}
