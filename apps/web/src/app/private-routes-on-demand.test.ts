import { createMemoryRouter, matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './all-routes.tsx';
import { publicRoutes } from './public-routes.tsx';
import { privateRoutesOnDemand } from './router.tsx';

const leafPath = (table: Parameters<typeof matchRoutes>[0], path: string) => matchRoutes(table, path)?.at(-1)?.route.path;

afterEach(() => vi.unstubAllGlobals());

describe('the pages behind login, added on demand', () => {
  it('are not in the table a public page starts with, and are in the server’s', () => {
    expect(leafPath(publicRoutes, '/trade/purchase')).toBe('*');
    expect(leafPath(routes, '/trade/purchase')).toBe('trade/purchase');
    expect(leafPath(publicRoutes, '/billprint')).toBe('*');
    expect(leafPath(routes, '/billprint')).not.toBe('*');
  });

  it('join the router on the first visit to one, under the same parents as on the server', async () => {
    // Logged out: the guards send the visitor to log in, after the routes have been added.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: '0000', msg: '成功', data: null })));
    const router = createMemoryRouter(publicRoutes, { initialEntries: ['/home'], patchRoutesOnNavigation: privateRoutesOnDemand() });
    await router.navigate('/trade/purchase?fundCode=000512');
    expect(leafPath(router.routes, '/trade/purchase')).toBe('trade/purchase');
    expect(leafPath(router.routes, '/auth/openaccount')).toBe(leafPath(routes, '/auth/openaccount'));
    // The public pages keep their route ids: the ones the server's hydration data is keyed by.
    const ids = (table: Parameters<typeof matchRoutes>[0]) => matchRoutes(table, '/fund_detail')?.map((match) => match.route.id);
    expect(ids(router.routes)).toEqual(ids(createMemoryRouter(routes).routes));
    router.dispose();
  });
});
