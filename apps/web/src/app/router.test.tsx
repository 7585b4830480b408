import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { routes } from './all-routes.tsx';

// Lazy pages with Ant Design take a while to load under jsdom.
const LAZY = { timeout: 15_000 };
const SLOW = 30_000;
// The two React Router warnings of issue 16 item 6 (a first page whose loaders run without a fallback to show,
// a matched leaf without an element).
const ROUTER_WARNINGS = /HydrateFallback|does not have an element/;

let warn: MockInstance;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    const data = path === '/account/collect/list' ? { list: [], total: 0 } : null;
    return new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
  clearSession();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function routerWarnings(): string[] {
  return warn.mock.calls.map((args) => args.map(String).join(' ')).filter((text) => ROUTER_WARNINGS.test(text));
}

// React Router says the fallback warning once per module: the guarded route comes first so that it is the first load here.
describe('router', () => {
  it('opens a guarded account page on the first load without a router warning', { timeout: SLOW }, async () => {
    setToken('t-1');
    setUser({ custname: '王明', mobileno: '13800000001', custbelongto: '1', isEnterprise: 0 });
    const router = renderAt('/account/my_follow');
    expect(await screen.findByRole('navigation', { name: '个人中心导航' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/my_follow');
    expect(routerWarnings()).toEqual([]);
  });

  it('sends / to /home without a router warning', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(routerWarnings()).toEqual([]);
  });

  it('sends /services to /home without a router warning', async () => {
    const router = renderAt('/services');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(routerWarnings()).toEqual([]);
  });
});
