import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSURE_BLOCKERS, type ClosureCheckResponse } from '@fund-direct/domain/contracts';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AccountClosureSection } from './account-closure-section.tsx';

let check: ClosureCheckResponse;

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  setToken('t-1');
  setUser({ custname: '王明', mobileno: '13800000001', custbelongto: '1', isEnterprise: 0 });
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/account/closure') return ok(check);
    throw new Error(`unexpected call ${url.pathname}`);
  });
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderSection() {
  const router = createMemoryRouter([{ path: '/account/safe', element: <AccountClosureSection /> }], { initialEntries: ['/account/safe'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '申请注销账户' }));
}

describe('AccountClosureSection', () => {
  it('names each blocker with its count and where to resolve it, and offers no form', async () => {
    check = {
      blockers: [
        { code: 'holdings', count: 6, ...CLOSURE_BLOCKERS.holdings },
        { code: 'activePlans', count: 1, ...CLOSURE_BLOCKERS.activePlans },
      ],
      tradePasswordSet: true,
      retentionYears: 10,
    };
    renderSection();
    const list = await screen.findByRole('list', { name: '暂不能注销的原因' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '您还持有基金份额，请先全部赎回（6）去赎回',
      '您有未终止的定投计划，请先终止（1）管理定投',
    ]);
    expect(within(list).getByRole('link', { name: '去赎回' }).getAttribute('href')).toBe('/assets/my_assets');
    expect(within(list).getByRole('link', { name: '管理定投' }).getAttribute('href')).toBe('/assets/my_fix');
    expect(screen.queryByRole('button', { name: '确认注销' })).toBeNull();
  });

  it('asks for the trade password when one is set, and says how long records are kept', async () => {
    check = { blockers: [], tradePasswordSet: true, retentionYears: 10 };
    renderSection();
    await screen.findByRole('button', { name: '确认注销' });
    expect(screen.getByLabelText('交易密码')).toBeTruthy();
    expect(screen.queryByLabelText('登录密码')).toBeNull();
    expect(screen.getByText(/自注销之日起保存 10 年/)).toBeTruthy();
    expect(screen.getByText('短信验证码（发送至 138****0001）')).toBeTruthy();
  });

  it('asks for the login password of a customer who never set a trade password', async () => {
    check = { blockers: [], tradePasswordSet: false, retentionYears: 10 };
    renderSection();
    await waitFor(() => expect(screen.getByLabelText('登录密码')).toBeTruthy());
    expect(screen.queryByLabelText('交易密码')).toBeNull();
  });
});
