import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FixedPlanView } from '@fund-direct/domain/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { resetPublicKey } from '@/lib/field-encryption.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { withGuards } from '@/lib/guard-loader.ts';
import { myFixRoutes } from '../assets-fix-routes.tsx';

const LAZY = { timeout: 15_000 };
const SLOW = 30_000;

function plan(overrides: Partial<FixedPlanView>): FixedPlanView {
  return {
    planNo: '202611200001',
    fundCode: '000512',
    fundName: '沣泽价值精选混合A',
    amount: '500.00',
    unit: '0',
    dayOfMonth: 8,
    weekday: null,
    cycleText: '每月8日',
    startDate: '2026-11-20',
    nextDate: '2026-12-08',
    status: 'A',
    statusName: '正常',
    tradeacco: '0100001',
    cardNoShort: '6225****7890',
    bankName: '招商银行',
    chargeType: 'A',
    runCount: 3,
    investedAmount: '1500.00',
    failedCount: 1,
    createdAt: '2026-08-20T02:00:00.000Z',
    ...overrides,
  };
}

let plans: FixedPlanView[] = [];
let calls: { path: string; body: Record<string, unknown> | undefined }[] = [];
let keys: CryptoKeyPair;
let publicKey = '';

// The page encrypts the trade password with the server's key; the test holds the private half.
async function newKeys(): Promise<void> {
  resetPublicKey();
  keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  publicKey = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey))));
}

async function decrypt(value: unknown): Promise<string> {
  const cipher = Uint8Array.from(atob(String(value ?? '')), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, cipher));
}

beforeEach(async () => {
  await newKeys();
  calls = [];
  plans = [
    plan({}),
    plan({
      planNo: '202611200002',
      fundCode: '001266',
      fundName: '沣泽成长优选混合',
      status: 'P',
      statusName: '已暂停',
      unit: '1',
      dayOfMonth: null,
      weekday: '04',
      cycleText: '每周三',
    }),
    plan({
      planNo: '202611200003',
      status: 'T',
      statusName: '已终止',
      nextDate: null,
      runCount: 5,
      investedAmount: '2500.00',
      failedCount: 0,
    }),
  ];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ path, body });
    let data: unknown = { list: plans };
    if (path === '/trade/fixed-plan/status') {
      const target = plans.find((p) => p.planNo === body?.planNo)!;
      const status = body?.action === 'pause' ? 'P' : body?.action === 'resume' ? 'A' : 'T';
      plans = plans.map((p) => (p === target ? { ...p, status, statusName: status } : p));
      data = { ...target, status };
    }
    if (path === '/security/public-key') data = { alg: 'RSA-OAEP-256', publicKey };
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
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(withGuards(myFixRoutes), { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

describe('我的定投', () => {
  it(
    'groups the plans into active, paused and finished with their figures and allowed actions',
    async () => {
      renderAt('/assets/my_fix');
      const active = await screen.findByRole('region', { name: '进行中（1）' }, LAZY);
      const card = within(active).getByRole('article');
      expect(card.textContent).toContain('沣泽价值精选混合A');
      expect(card.textContent).toContain('500.00元');
      expect(card.textContent).toContain('每月8日');
      expect(card.textContent).toContain('2026-12-08');
      expect(card.textContent).toContain('1,500.00元');
      expect(within(card).getByText('3期')).toBeTruthy();
      expect(within(card).getByText('1期')).toBeTruthy();
      expect(
        within(card)
          .getAllByRole('button')
          .map((b) => b.textContent?.replace(/\s/g, '')),
      ).toEqual(['暂停', '终止']);
      expect(within(card).getByRole('link', { name: '新增定投' }).getAttribute('href')).toBe('/trade/fix?fundCode=000512');

      const paused = screen.getByRole('region', { name: '已暂停（1）' });
      expect(within(paused).getByRole('article').textContent).toContain('每周三');
      expect(
        within(paused)
          .getAllByRole('button')
          .map((b) => b.textContent?.replace(/\s/g, '')),
      ).toEqual(['恢复', '终止']);
      const finished = screen.getByRole('region', { name: '已结束（1）' });
      expect(within(finished).queryAllByRole('button')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'asks for the trade password before pausing, and says terminating cannot be undone',
    async () => {
      renderAt('/assets/my_fix');
      const active = await screen.findByRole('region', { name: '进行中（1）' }, LAZY);
      fireEvent.click(within(active).getByRole('button', { name: /终\s*止/ }));
      const terminate = await screen.findByRole('dialog');
      expect(terminate.textContent).toContain('不能恢复');
      fireEvent.click(within(terminate).getByRole('button', { name: /取\s*消/ }));
      await waitFor(() => expect(screen.queryByText(/不能恢复/)).toBeNull());

      fireEvent.click(within(active).getByRole('button', { name: /暂\s*停/ }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: '确认暂停' }));
      expect(await within(dialog).findByText('请输入交易密码')).toBeTruthy();
      expect(calls.some((c) => c.path === '/trade/fixed-plan/status')).toBe(false);
      fireEvent.change(within(dialog).getByLabelText('交易密码'), { target: { value: '147258' } });
      fireEvent.click(within(dialog).getByRole('button', { name: '确认暂停' }));
      await screen.findByRole('region', { name: '已暂停（2）' }, LAZY);
      const sent = calls.find((c) => c.path === '/trade/fixed-plan/status');
      expect(sent?.body).toMatchObject({ planNo: '202611200001', action: 'pause' });
      expect(await decrypt(sent?.body?.tradePassword)).toBe('147258');
    },
    SLOW,
  );
});
