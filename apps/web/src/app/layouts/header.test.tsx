import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { setCareMode } from '@/lib/care-mode.ts';
import { Header } from './header.tsx';

// The logged-in controls are a lazy chunk (antd); the first import in a fresh worker is slow.
const LAZY = { timeout: 15_000 };

function renderHeader(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  act(() => {
    clearSession();
    setCareMode(false);
  });
});

describe('Header', () => {
  it('shows the six tabs of §2 with the current section marked', () => {
    renderHeader('/fund_detail?fundCode=000001');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');

    expect(links.map((link) => link.textContent)).toEqual(['首页', '基金产品', '走进沣泽', '观点', '信息披露', '客户服务']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/fund',
      '/enterhy',
      '/viewpoint',
      '/msg_publish',
      '/customer_service',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveProperty('textContent', '基金产品');
  });

  it('switches 关怀模式 on and off, marking the page and remembering the choice', () => {
    renderHeader('/home');
    const on = screen.getByRole('button', { name: '开启关怀模式：字体更大、对比更强' });
    expect(on.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(on);
    const off = screen.getByRole('button', { name: '退出关怀模式，恢复标准版' });
    expect(off.getAttribute('aria-pressed')).toBe('true');
    expect(off.textContent).toBe('退出关怀');
    expect(document.documentElement.dataset.care).toBe('on');
    expect(document.cookie).toContain('fd_care=1');
    fireEvent.click(off);
    expect(document.documentElement.dataset.care).toBeUndefined();
  });

  it('offers login and register when logged out', () => {
    renderHeader('/home');

    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.queryByText(/您好/)).toBeNull();
  });

  it('greets a logged-in user without a name by the masked mobile number', async () => {
    act(() => {
      setToken('tok');
      setUser({ mobileno: '13812345678', custname: null, isEnterprise: 0 });
    });
    renderHeader('/home');

    expect(await screen.findByText('您好，138****5678', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: /我的资产/ }).getAttribute('href')).toBe('/assets/my_assets');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });

  it('greets by name and offers enterprise info to an enterprise user', async () => {
    act(() => {
      setToken('tok');
      setUser({ mobileno: '13812345678', custname: '沣泽科技有限公司', isEnterprise: 1 });
    });
    renderHeader('/home');
    const greeting = await screen.findByRole('button', { name: /您好，沣泽科技有限公司/ }, LAZY);
    fireEvent.click(greeting);

    expect(await screen.findByText('企业信息', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('安全退出')).toBeTruthy();
    expect(screen.queryByText('个人中心')).toBeNull();
  });
});
