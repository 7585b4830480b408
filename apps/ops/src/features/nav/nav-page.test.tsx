import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavPage } from './nav-page.tsx';

const fund = (fundCode: string, fundName: string, isMoneyFund = false) => ({
  fundCode,
  fundName,
  fundTypeLabel: isMoneyFund ? '货币型' : '混合型',
  isMoneyFund,
  isQdii: false,
  previous: { date: '2026-11-23', unitNav: '1.2000', accNav: '1.5000', incomePer10k: null, yield7dPercent: null },
  today: null,
});

const problem = {
  kind: 'error',
  line: 1,
  column: 3,
  field: 'unitNav',
  fundCode: '000512',
  message: '最多 4 位小数',
  text: '第 1 行第 3 列「单位净值」：最多 4 位小数',
};

function answer(data: unknown) {
  return new Response(JSON.stringify({ code: '0000', msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
}

function mockApi(permissions: string[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.startsWith('/api/ops/auth/me')) {
        return answer({
          staff: { id: '1', username: 'maker', displayName: '运营', role: 'fund_ops', roleLabel: '基金运营' },
          permissions,
          stage: 'active',
          idleExpiresAt: '2026-11-24T12:00:00.000Z',
        });
      }
      if (url.startsWith('/api/ops/navs/preview'))
        return answer({ date: '2026-11-24', rows: [], errors: [problem], flags: [], valid: false });
      if (url.startsWith('/api/ops/navs')) {
        return answer({
          date: '2026-11-24',
          isTradingDay: true,
          demoMode: true,
          funds: [fund('000512', '沣泽成长混合'), fund('000372', '沣泽货币A', true)],
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <NavPage />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// Ant Design's table renders slowly in jsdom on a busy machine.
const SLOW = { timeout: 20_000 };

describe('NAV page', { timeout: 60_000 }, () => {
  it('labels demo mode and lists every fund with its previous NAV', async () => {
    mockApi(['fund.view', 'fund.propose']);
    renderPage();
    expect(await screen.findByText('演示模式：系统自动生成模拟净值', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('沣泽成长混合', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('沣泽货币A')).toBeTruthy();
  });

  it('sends the typed rows for checking and shows each problem with its line and column', async () => {
    const calls = mockApi(['fund.view', 'fund.propose']);
    renderPage();
    fireEvent.change(await screen.findByLabelText('000512 单位净值', {}, SLOW), { target: { value: '1.23456' } });
    fireEvent.change(screen.getByLabelText('000512 累计净值'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: /^校\s?验$/ }));
    expect((await screen.findAllByText('第 1 行第 3 列「单位净值」：最多 4 位小数', {}, SLOW)).length).toBeGreaterThan(0);
    const preview = calls.find((call) => call.url.startsWith('/api/ops/navs/preview'));
    expect(preview?.body).toMatchObject({ rows: [{ fundCode: '000512', unitNav: '1.23456', accNav: '1.5' }] });
    expect((screen.getByRole('button', { name: /提交复核/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows no upload or proposal buttons without fund.propose', async () => {
    mockApi(['fund.view']);
    renderPage();
    await screen.findByText('沣泽成长混合', {}, SLOW);
    await waitFor(() => expect(screen.queryByRole('button', { name: /提交复核/ })).toBeNull(), SLOW);
    expect(screen.queryByText('上传文件（CSV / .xlsx）')).toBeNull();
  });
});
