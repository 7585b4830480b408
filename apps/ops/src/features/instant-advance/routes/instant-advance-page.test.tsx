import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstantAdvanceDayResponse } from '@fund-direct/domain/contracts/ops';
import { createQueryClient } from '@/lib/query-client.ts';
import { InstantAdvancePage } from './instant-advance-page.tsx';

const DAY: InstantAdvanceDayResponse = {
  date: '2026-11-23',
  total: '5000000.00',
  used: '16000.00',
  available: '4984000.00',
  configuredTotal: '5000000.00',
  pendingTotal: null,
  unrecovered: { count: 1, amount: '100.00' },
  list: [
    {
      orderNo: '202611230000000021',
      fundCode: '000372',
      fundName: '沣泽货币A',
      amount: '6000.00',
      custno: '10000001',
      customerNameMasked: '王*',
      advancedAt: '2026-11-23T02:00:00.000Z',
      status: 'settled',
      settledAmount: '6000.00',
      settledAt: '2026-11-23T12:00:00.000Z',
    },
  ],
};
const envelope = (data: unknown) => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { status: 200 });
const me = (permissions: string[]) => ({
  staff: { id: 's1', username: 'maker', displayName: '李晓运', role: 'fund_ops', roleLabel: '基金运营' },
  permissions,
  stage: 'active',
  idleExpiresAt: '2026-11-23T10:00:00.000Z',
});

function renderPage(permissions: string[]) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/me')) return envelope(me(permissions));
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return envelope({ proposalId: '5f0c1d2e-0000-4000-8000-000000000000' });
      }
      return envelope(DAY);
    }),
  );
  render(
    <AntdApp>
      <QueryClientProvider client={createQueryClient()}>
        <InstantAdvancePage />
      </QueryClientProvider>
    </AntdApp>,
  );
  return posts;
}

// jsdom does not compute pseudo-element styles, which the table asks for when it measures the scroll bar.
const computedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InstantAdvancePage', () => {
  it("shows the day's room, the settled payouts and the advances to recover, without a form for a viewer", async () => {
    renderPage(['fund.view']);
    expect(await screen.findByText('沣泽货币A（000372）')).toBeTruthy();
    expect(screen.getByText('4,984,000.00元')).toBeTruthy();
    expect(screen.getByText('已结算')).toBeTruthy();
    expect(screen.getByText('有 1 笔垫资因赎回失败待追回，共 100.00元')).toBeTruthy();
    expect(screen.queryByText('调整每日垫资总额')).toBeNull();
  }, 60_000);

  it('refuses a total that is not an amount without sending, and proposes a valid one', async () => {
    const posts = renderPage(['fund.view', 'fund.propose']);
    const input = await screen.findByLabelText('每日垫资总额（元）');
    fireEvent.change(input, { target: { value: '三百万' } });
    fireEvent.click(screen.getByRole('button', { name: /提交复核/ }));
    expect(await screen.findByText(/每日垫资总额/, { selector: '.ant-message *' })).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(input, { target: { value: '3000000' } });
    fireEvent.click(screen.getByRole('button', { name: /提交复核/ }));
    await waitFor(() => expect(posts).toEqual([{ total: '3000000' }]));
    expect(await screen.findByText(/已提交复核/)).toBeTruthy();
  }, 60_000);
});
