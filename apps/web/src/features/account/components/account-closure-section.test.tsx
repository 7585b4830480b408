import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSURE_BLOCKERS, type ClosureCheckResponse } from '@fund-direct/domain/contracts';
import { clearSession, getAuth, setToken, setUser } from '@/lib/auth-state.ts';
import { resetPublicKey } from '@/lib/field-encryption.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AccountClosureSection } from './account-closure-section.tsx';

let check: ClosureCheckResponse;
let publicKey = '';
let posted: string[] = [];

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  setToken('t-1');
  setUser({ custname: '王明', mobileno: '13800000001', custbelongto: '1', isEnterprise: 0 });
  posted = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/security/public-key') return ok({ alg: 'RSA-OAEP-256', publicKey });
    if (url.pathname === '/api/account/closure' && init?.method === 'POST') {
      posted.push(url.pathname);
      return ok({});
    }
    if (url.pathname === '/api/account/closure') return ok(check);
    throw new Error(`unexpected call ${url.pathname}`);
  });
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderSection() {
  const router = createMemoryRouter(
    [
      { path: '/account/safe', element: <AccountClosureSection /> },
      { path: '/auth/closed', element: <p>closed</p> },
    ],
    { initialEntries: ['/account/safe'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '申请注销账户' }));
  return router;
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

  it('ends on the confirmation page with the session forgotten, never on home (whose calls would meet the 401)', async () => {
    resetPublicKey();
    const keys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    publicKey = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey))));
    check = { blockers: [], tradePasswordSet: false, retentionYears: 10 };
    const router = renderSection();
    fireEvent.change(await screen.findByLabelText('登录密码'), { target: { value: 'Demo12345' } });
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/closed'));
    expect(posted).toEqual(['/api/account/closure']);
    expect(getAuth().token).toBeFalsy();
  });
});
