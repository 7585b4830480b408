import type { OpsDashboardResponse } from '@fund-direct/domain/contracts/ops';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { DashboardPage } from './dashboard-page.tsx';

const DASHBOARD: OpsDashboardResponse = {
  today: '2026-11-23',
  ordersToday: [
    { kind: 'purchase', label: '申购', count: 3, amount: '123456.70', shares: '0.00' },
    { kind: 'redeem', label: '赎回', count: 1, amount: '0.00', shares: '500.00' },
  ],
  flows: [
    { date: '2026-11-22', subscriptionCount: 0, subscriptionAmount: '0', redemptionCount: 0, redemptionShares: '0' },
    { date: '2026-11-23', subscriptionCount: 3, subscriptionAmount: '123456.70', redemptionCount: 1, redemptionShares: '500.00' },
  ],
  navMissing: { tradeDate: '2026-11-23', funds: [{ code: '000001', name: '沣泽稳健' }] },
  proposals: {
    pendingCount: 2,
    latest: [
      {
        id: 'p-1',
        kind: 'nav.publish',
        kindLabel: '净值发布',
        summary: '发布 2026-11-23 净值 12 只',
        proposer: '李运营',
        createdAt: '2026-11-23T07:30:00Z',
      },
    ],
  },
  taBatches: [
    { tradeDate: '2026-11-20', stepsDone: 10, stepsTotal: 10, rowsAffected: 42, finishedAt: '2026-11-20T12:00:00Z', state: 'complete' },
    { tradeDate: '2026-11-21', stepsDone: 3, stepsTotal: 10, rowsAffected: 5, finishedAt: '2026-11-21T12:00:00Z', state: 'partial' },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard(data: unknown) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } }),
  );
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('dashboard page', () => {
  it("shows today's orders, the pending proposals, the funds without NAV and the batches", async () => {
    renderDashboard(DASHBOARD);
    const orders = await screen.findByText('今日订单（按业务类型）', undefined, { timeout: 10_000 });
    const ordersCard = orders.closest('.ant-card') as HTMLElement;
    expect(within(ordersCard).getByText('123,456.70')).toBeTruthy();
    expect(within(ordersCard).getByText('500.00')).toBeTruthy();
    expect(screen.getByText('发布 2026-11-23 净值 12 只').closest('a')?.getAttribute('href')).toBe('/proposals?id=p-1');
    expect(screen.getByText(/净值发布 · 李运营 · 2026-11-23 15:30/)).toBeTruthy();
    expect(screen.getByText('000001 沣泽稳健')).toBeTruthy();
    expect(screen.getByText('已完成')).toBeTruthy();
    expect(screen.getByText('未完成')).toBeTruthy();
    expect(screen.getByText('3/10')).toBeTruthy();
  });

  it('charts subscriptions against redemptions per day', async () => {
    renderDashboard(DASHBOARD);
    const chart = await screen.findByRole('img', { name: '近30日申购与赎回笔数' }, { timeout: 10_000 });
    const option = JSON.parse(chart.getAttribute('data-option') ?? '{}') as {
      series: { name: string; data: number[] }[];
      xAxis: { data: string[] };
    };
    expect(option.xAxis.data).toEqual(['11-22', '11-23']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['申购', [0, 3]],
      ['赎回', [0, 1]],
    ]);
  });

  it('refuses a dashboard answer that breaks the contract (money as a number)', async () => {
    renderDashboard({ ...DASHBOARD, ordersToday: [{ ...DASHBOARD.ordersToday[0], amount: 123456.7 }] });
    expect(await screen.findByText('服务器返回的数据无法识别，请稍后重试', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
