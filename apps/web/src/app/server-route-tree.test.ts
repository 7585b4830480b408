import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes as allRoutes } from './all-routes.tsx';
import { publicRoutes } from './public-routes.tsx';
import { isServerRenderedPath } from './server-rendered-routes.ts';

// Every page path of a tree, dynamic segments filled in.
function pagePaths(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/:[\w-]+\??/g, 'x')}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

// The parents are copied into the whole tree (same id); every other route is the same object in both.
const ids = (routes: RouteObject[], path: string) => (matchRoutes(routes, path) ?? []).map((match) => match.route.id ?? match.route);

// entry-server.tsx renders with the public tree only (the pages behind login are client-rendered): that is right only
// while every page it renders matches the same routes there as in the whole tree.
describe('the tree the server renders with', () => {
  const served = [...pagePaths(allRoutes).filter(isServerRenderedPath), '/no-such-page', '/fund/no-such-page'];

  it('matches every server-rendered page and the 404 page as the whole tree does', () => {
    expect(served.length).toBeGreaterThan(30);
    for (const path of served) expect(ids(publicRoutes, path), path).toEqual(ids(allRoutes, path));
  });

  it('holds fewer routes than the whole tree', () => {
    expect(pagePaths(publicRoutes).length).toBeLessThan(pagePaths(allRoutes).length);
  });
});
