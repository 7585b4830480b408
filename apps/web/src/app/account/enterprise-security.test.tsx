import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { accountAreaRoutes } from './account-routes.tsx';

const LAZY = { timeout: 15_000 };
const SLOW = 30_000;
const SESSIONS = [
  { id: 's-1', createdAt: '2026-03-01 09:00:00', lastSeenAt: '2026-03-01 09:05:00', ip: '10.0.0.1', userAgent: null, current: true },
  { id: 's-2', createdAt: '2026-03-02 09:00:00', lastSeenAt: '2026-03-02 09:05:00', ip: '10.0.0.2', userAgent: null, current: false },
];
let paths: string[] = [];

beforeEach(() => {
  paths = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    paths.push(path);
    const data = path === '/account/sessions' ? SESSIONS : {};
    return new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
  });
  setToken('t-3');
  setUser({ custname: '上海远景投资管理有限公司', mobileno: '13800000003', custbelongto: '1', isEnterprise: 1, clientid: '10000003' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function renderAt(path: string) {
  const router = createMemoryRouter(accountAreaRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// An institution's account security is its own: its security centre lists the devices signed in. The consents, the
// data export and closing the account (a natural person's PIPL rights) stay on the personal safe page.
describe('the security centre of an institution', () => {
  it(
    'lists the devices signed in, each other one with a sign-out',
    async () => {
      renderAt('/enterprise/role');
      const devices = await screen.findByRole('list', { name: '登录设备' }, LAZY);
      expect(within(devices).getAllByRole('listitem')).toHaveLength(2);
      expect(within(devices).getByText('当前设备')).toBeTruthy();
      expect(within(devices).getAllByRole('button', { name: '退出登录' })).toHaveLength(1);
      expect(screen.getByRole('button', { name: '退出其他所有设备' })).toBeTruthy();
      expect(paths).not.toContain('/account/consents');
      expect(paths).not.toContain('/account/data-exports');
    },
    SLOW,
  );

  it('keeps the personal safe page from an institution', async () => {
    const router = renderAt('/account/safe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise/enterprise_info'), LAZY);
    expect(paths).not.toContain('/account/consents');
  });
});
