import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { WATCHLIST_TEXTS } from '@fund-direct/domain/constants';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { accountAreaRoutes } from './account-routes.tsx';

const LAZY = { timeout: 15_000 };
// Lazy pages with Ant Design take a while to load under jsdom.
const SLOW = 30_000;
let calls: { path: string; body: unknown }[] = [];

const WATCHED = [
  { refType: 'own_select', refObjectId: '000512', title: '沣泽价值精选混合A', createdAt: '2026-03-01 09:00:00' },
  { refType: 'article', refObjectId: '12', title: null, createdAt: '2026-03-02 09:00:00' },
];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const data =
      path === '/account/collect/list'
        ? { list: WATCHED, total: WATCHED.length }
        : { refType: 'own_select', refObjectId: '000512', collected: false };
    return new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
  });
  setToken('t-1');
  setUser({ custname: '王明', mobileno: '13800000001', custbelongto: '1', isEnterprise: 0 });
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

describe('account area', () => {
  it(
    'shows the side menu with the whole assets block, the current entry highlighted, and the watchlist',
    async () => {
      renderAt('/account/my_follow');
      const menu = await screen.findByRole('navigation', { name: '个人中心导航' }, LAZY);
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        '资产明细',
        '收益分析',
        '交易记录',
        '账单查询',
        '我的分红',
        '我的定投',
        '我的信息',
        '银行卡管理',
        '风险测评',
        '浏览历史',
        '我的自选',
        '账户安全',
      ]);
      expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('我的自选');
      const fund = await screen.findByRole('link', { name: '沣泽价值精选混合A' }, LAZY);
      expect(fund.getAttribute('href')).toBe('/fund_detail?fundCode=000512');
      expect(screen.getByRole('link', { name: '文章 12（已删除）' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'asks 是否取消自选？ before removing: 暂不 keeps the entry, 确认 removes it',
    async () => {
      renderAt('/account/my_follow');
      const remove = await screen.findByRole('button', { name: '取消自选 沣泽价值精选混合A' }, LAZY);
      fireEvent.click(remove);
      expect(await screen.findByText(WATCHLIST_TEXTS.cancelConfirm)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: /暂\s*不/ }));
      await waitFor(() => expect(screen.queryByText(WATCHLIST_TEXTS.cancelConfirm)).toBeNull());
      expect(calls.some((call) => call.path === '/account/behaviour/delete')).toBe(false);

      fireEvent.click(remove);
      fireEvent.click(await screen.findByRole('button', { name: /确\s*认/ }));
      await waitFor(() =>
        expect(calls.find((call) => call.path === '/account/behaviour/delete')?.body).toMatchObject({
          refType: 'own_select',
          refObjectId: '000512',
        }),
      );
    },
    SLOW,
  );

  it('opens the personal information for /account and the enterprise information for an institution', async () => {
    const router = renderAt('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/person_info'));
    setUser({ custname: '上海远景投资管理有限公司', custbelongto: '1', isEnterprise: 1, clientid: '10000003' }, true);
    const second = renderAt('/account');
    await waitFor(() => expect(second.state.location.pathname).toBe('/enterprise/enterprise_info'));
  });

  it('sends a personal customer who types an enterprise address to the personal centre', async () => {
    const router = renderAt('/enterprise/role');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/person_info'));
  });
});
