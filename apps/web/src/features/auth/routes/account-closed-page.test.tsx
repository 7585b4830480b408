import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { authRoutes } from '../auth-routes.tsx';

const LAZY = { timeout: 15_000 };
const fetchSpy = vi.fn();

beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

// Where closing the account ends (the session is gone, so the page asks nothing of the server).
describe('the account-closed page', () => {
  it('says what was closed, what is kept and for how long, and the hotline', async () => {
    const router = createMemoryRouter(authRoutes, { initialEntries: ['/auth/closed'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('账户已注销，感谢您的信任', undefined, LAZY)).toBeTruthy();
    const closed = screen.getByRole('region', { name: '已注销的内容' });
    expect(within(closed).getByText(/不能再登录；全部银行卡已解绑，所有设备已退出登录/)).toBeTruthy();
    const kept = screen.getByRole('region', { name: '依法保存的资料' });
    expect(within(kept).getByText(/身份资料、交易记录.*自注销之日起保存 10 年/)).toBeTruthy();
    expect(screen.getByText('如需帮助请致电 400-921-7000')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 30_000);
});
