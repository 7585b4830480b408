import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@fund-direct/domain/session-keys';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankCardItem } from '@fund-direct/domain/contracts';
import { clearSession, setToken } from '@/lib/auth-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { bankCardRoutes } from './bank-card-routes.tsx';

// The page chunk brings Ant Design along; the first import in a fresh worker is slow.
const LAZY = { timeout: 15_000 };

const CARD: BankCardItem = {
  tradeacco: '0100001',
  bankCode: '007',
  bankName: '招商银行',
  logoKey: 'bank-007',
  cardNoMasked: '622588**********1234',
  cardNoShort: '6225****1234',
  cardTail: '1234',
  reservedMobile: '138****0001',
  capitalmode: 'K',
  status: 'signed',
  perOrderLimit: '50000.00',
  perDayLimit: '100000.00',
  perOrderLimitText: '5万元',
  perDayLimitText: '10万元',
  signedDate: '2026-11-20',
};

const SUPPORT = {
  list: [
    {
      bankCode: '002',
      bankName: '工商银行',
      logoKey: 'bank-002',
      perOrderLimit: '50000',
      perDayLimit: '50000',
      perOrderLimitText: '5万元',
      perDayLimitText: '5万元',
    },
    {
      bankCode: '007',
      bankName: '招商银行',
      logoKey: 'bank-007',
      perOrderLimit: '50000',
      perDayLimit: '100000',
      perOrderLimitText: '5万元',
      perDayLimitText: '10万元',
    },
  ],
};
const BINS = {
  list: [
    { bin: '622588', bankCode: '007', cardType: 'debit' },
    { bin: '622202', bankCode: '002', cardType: 'debit' },
  ],
};

let requested: string[] = [];
let cards: BankCardItem[] = [CARD];

beforeEach(() => {
  requested = [];
  setToken('test-token');
  vi.stubGlobal('fetch', async (input: string) => {
    const path = String(input).split('?')[0]!;
    requested.push(path);
    const data =
      path === '/api/account/bank/user-list'
        ? { list: cards }
        : path === '/api/account/bank/support-list'
          ? SUPPORT
          : path === '/api/content/static/bank-bin.json'
            ? BINS
            : undefined;
    if (!data) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  cards = [CARD];
});

function renderPage(path: string) {
  const router = createMemoryRouter(bankCardRoutes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/account/bank', () => {
  it('lists the signed cards with logo, masked number, limits and the card actions', async () => {
    renderPage('/account/bank');
    const card = await screen.findByRole('article', { name: '招商银行 尾号1234' }, LAZY);
    expect(within(card).getByRole('img', { name: '招商银行' }).textContent).toBe('招行');
    expect(within(card).getByText('622588**********1234')).toBeTruthy();
    expect(within(card).getByText('5万元')).toBeTruthy();
    expect(within(card).getByText('10万元')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '详情' }).getAttribute('href')).toBe('/account/bank_detail?tradeacco=0100001');
    expect(within(card).getByRole('link', { name: '更换' }).getAttribute('href')).toBe('/account/change_bank?tradeacco=0100001');
    expect(within(card).getByRole('button', { name: '解绑' })).toBeTruthy();
  });

  it('says so when no card is bound', async () => {
    cards = [];
    renderPage('/account/bank');
    expect(await screen.findByText('您还没有绑定银行卡', undefined, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: '添加银行卡' }).getAttribute('href')).toBe('/account/add_bank');
  });
});

describe('/account/add_bank', () => {
  it('recognises the bank from the card number and keeps the bank-bin data in session storage', async () => {
    renderPage('/account/add_bank');
    const input = await screen.findByPlaceholderText('请输入本人借记卡卡号', undefined, LAZY);
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.bankBinData)).not.toBeNull());
    fireEvent.change(input, { target: { value: '6225 8812 3456 7890' } });
    expect(await screen.findByText(/已识别：招商银行/u)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('6225881234567890');
    expect(requested.filter((path) => path === '/api/content/static/bank-bin.json')).toHaveLength(1);
  });

  it('reads the bank-bin data from session storage when it is there', async () => {
    sessionStorage.setItem(SESSION_KEYS.bankBinData, JSON.stringify(BINS.list));
    renderPage('/account/add_bank');
    const input = await screen.findByPlaceholderText('请输入本人借记卡卡号', undefined, LAZY);
    fireEvent.change(input, { target: { value: '6222021234567890' } });
    expect(await screen.findByText(/已识别：工商银行/u)).toBeTruthy();
    expect(requested).not.toContain('/api/content/static/bank-bin.json');
  });
});
