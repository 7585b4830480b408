import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpsDividendListResponse } from '@fund-direct/domain/contracts/ops';
import { createQueryClient } from '@/lib/query-client.ts';
import { DividendsPage } from './dividends-page.tsx';

const list: OpsDividendListResponse = {
  list: [
    {
      fundCode: '000513',
      fundName: '沣泽价值精选混合C',
      registerDate: '2026-11-24',
      exDate: '2026-11-25',
      payDate: '2026-11-26',
      cashPerShare: '0.0500',
      paidHolders: 3,
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
const MAKER = ['fund.view', 'fund.propose'];

function renderPage() {
  render(
    <AntdApp>
      <QueryClientProvider client={createQueryClient()}>
        <DividendsPage />
      </QueryClientProvider>
    </AntdApp>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// jsdom does not compute pseudo-element styles, which the table asks for when it measures the scroll bar.
const computedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DividendsPage', () => {
  it('lists declarations with what the batch paid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(list)),
    );
    renderPage();
    expect(await screen.findByText('沣泽价值精选混合C')).toBeTruthy();
    expect(screen.getByText('已派发 3 户')).toBeTruthy();
    // A viewer gets no declaration form.
    expect(screen.queryByText('登记分红')).toBeNull();
  }, 60_000);

  it('refuses a pay date before the ex-date without sending, and proposes a valid declaration', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/me')) return envelope(me(MAKER));
      return init?.method === 'POST' ? envelope({ proposalId: '5f0c1d2e-0000-4000-8000-000000000000' }) : envelope({ list: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await screen.findByText('登记分红');
    fill('基金代码', '000513');
    fill('权益登记日', '2026-11-24');
    fill('除息日', '2026-11-25');
    fill('派息日', '2026-11-24');
    fill('每份分红（元）', '0.05');
    fireEvent.click(screen.getByRole('button', { name: '提交复核' }));
    expect(await screen.findByText('派息日不能早于除息日')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fill('派息日', '2026-11-26');
    fireEvent.click(screen.getByRole('button', { name: '提交复核' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST') as [string, RequestInit];
    expect(url).toBe('/api/ops/dividends');
    expect(JSON.parse(String(init.body))).toEqual({
      fundCode: '000513',
      registerDate: '2026-11-24',
      exDate: '2026-11-25',
      payDate: '2026-11-26',
      cashPerShare: '0.05',
    });
  }, 60_000);
});
