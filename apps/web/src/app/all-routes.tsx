import type { RouteObject } from 'react-router';
import { PRIVATE_ROUTES } from './private-routes.tsx';
import { publicRoutes, ROUTE_PARENTS, type RouteParent } from './public-routes.tsx';

const PARENT_OF_ID = new Map<string, RouteParent>(Object.entries(ROUTE_PARENTS).map(([parent, id]) => [id, parent as RouteParent]));

// Every route: the public tree with the pages behind login appended under their parents, where the browser's router
// adds them when it first needs them. For the server's renderer and for the tests that check the whole table.
function withPrivate(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const parent = route.id ? PARENT_OF_ID.get(route.id) : undefined;
    if (!route.children && !parent) return route;
    const children = [...withPrivate(route.children ?? []), ...(parent ? PRIVATE_ROUTES[parent] : [])];
    return { ...route, children } as RouteObject;
  });
}

export const routes: RouteObject[] = withPrivate(publicRoutes);
