import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { INCOME_RATE_DEFINITION, XIRR_DEFINITION } from '@fund-direct/domain/assets';
import type { IncomeResponse, TrendAllResponse } from '@fund-direct/domain/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { withGuards } from '@/lib/guard-loader.ts';
import { assetsIncomeRoutes } from '../assets-income-routes.tsx';
import type { IncomeEChartProps } from '../components/income-echart.tsx';

const LAZY = { timeout: 15_000 };
const SLOW = 30_000;

// jsdom has no canvas: the chart shows what it was given to draw (series names and values) instead.
vi.mock('../components/income-echart.tsx', () => ({
  IncomeEChart: ({ option, label }: IncomeEChartProps) => {
    const series = (Array.isArray(option.series) ? option.series : []).map((s) => ({
      name: s.name,
      values: (s.data as unknown[]).map((d) => (typeof d === 'object' && d !== null && 'value' in d ? d.value : d)),
    }));
    return <div role="img" aria-label={label} data-series={JSON.stringify(series)} />;
  },
}));

function income(period: string): IncomeResponse {
  if (period === '3m') {
    return {
      list: [
        { date: '2026-03-02', income: '80.00' },
        { date: '2026-05-19', income: '-12.40' },
      ],
      total: '1520.36',
      byFund: [{ fundCode: '000512', fundName: '沣泽价值精选混合A', income: '1520.36' }],
    };
  }
  return {
    list: [
      { date: '2026-05-18', income: '35.20' },
      { date: '2026-05-19', income: '-12.40' },
    ],
    total: '22.80',
    byFund: [
      { fundCode: '000512', fundName: '沣泽价值精选混合A', income: '30.10' },
      { fundCode: '000300', fundName: '沣泽沪深300指数A', income: '-7.30' },
    ],
  };
}

const TREND: TrendAllResponse = {
  list: [
    { date: '2026-05-18', cumulativeIncome: '2412.60', incomeRate: '0.0482', marketValue: '52412.60' },
    { date: '2026-05-19', cumulativeIncome: '2400.20', incomeRate: '0.0480', marketValue: '52400.20' },
  ],
  xirr: '0.0635',
  xirrByFund: [
    { fundCode: '000512', fundName: '沣泽价值精选混合A', xirr: '0.0912' },
    { fundCode: '000300', fundName: '沣泽沪深300指数A', xirr: '-0.0230' },
    { fundCode: '000700', fundName: '沣泽稳健债券A', xirr: null },
  ],
};

const EMPTY_TREND: TrendAllResponse = { list: [], xirr: null, xirrByFund: [] };

let calls: { path: string; body: Record<string, unknown> }[] = [];
let empty = false;

beforeEach(() => {
  calls = [];
  empty = false;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const period = String(body.period);
    let data: unknown = {};
    if (path === '/query/income') data = empty ? { list: [], total: '0.00', byFund: [] } : income(period);
    if (path === '/query/trend-all') data = empty ? EMPTY_TREND : TREND;
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
  const router = createMemoryRouter(withGuards(assetsIncomeRoutes), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function seriesOf(chart: HTMLElement): { name: string; values: unknown[] }[] {
  return JSON.parse(chart.dataset.series ?? '[]') as { name: string; values: unknown[] }[];
}

describe('收益分析', () => {
  it(
    'shows the last month: headline figures, the account XIRR beside its definition, daily bars and income by fund',
    async () => {
      renderAt('/assets/income');
      const overview = await screen.findByRole('region', { name: '收益概览' }, LAZY);
      await waitFor(() => expect(within(overview).getByText('22.80')).toBeTruthy());
      expect(within(overview).getByText('近1月收益(元)')).toBeTruthy();
      expect(within(overview).getByText('2,400.20').style.color).toBe('rgb(198, 40, 40)');
      expect(within(overview).getByText('截至 2026-05-19')).toBeTruthy();
      expect(within(overview).getByText('+4.80%').closest('div')?.textContent).toContain(INCOME_RATE_DEFINITION);
      const xirr = within(overview).getByText('+6.35%');
      expect(xirr.closest('.fd-income-xirr')?.textContent).toContain(XIRR_DEFINITION);

      const bars = await screen.findByRole('img', { name: /每日收益柱状图/ }, LAZY);
      expect(bars.getAttribute('aria-label')).toBe('每日收益柱状图，2026-05-18 至 2026-05-19，共 2 个交易日，合计 22.80元');
      expect(seriesOf(bars)).toEqual([{ name: '每日收益', values: [35.2, -12.4] }]);
      const trend = await screen.findByRole('img', { name: /累计收益与持仓市值走势图/ }, LAZY);
      expect(seriesOf(trend).map((s) => s.name)).toEqual(['累计收益', '持仓市值']);

      const table = within(screen.getByRole('region', { name: '按基金收益' })).getByRole('table');
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      expect(rows).toEqual(['沣泽价值精选混合A00051230.10+9.12%', '沣泽沪深300指数A000300-7.30-2.30%', '沣泽稳健债券A000700----']);
      expect(within(table).getByRole('link', { name: '沣泽价值精选混合A' }).getAttribute('href')).toBe(
        '/assets/assets_detail?fundCode=000512',
      );
      expect(calls.find((c) => c.path === '/query/income')?.body).toMatchObject({ period: '1m' });
    },
    SLOW,
  );

  it(
    'switches the period for every part and keeps it in the address',
    async () => {
      const router = renderAt('/assets/income');
      const tabs = await screen.findByRole('radiogroup', { name: '统计区间' }, LAZY);
      expect(
        within(tabs)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['近1月', '近3月', '近6月', '近1年', '全部']);
      fireEvent.click(within(tabs).getByRole('radio', { name: '近3月' }));
      await waitFor(() => expect(screen.getByRole('region', { name: '收益概览' }).textContent).toContain('近3月收益(元)1,520.36'));
      expect(router.state.location.search).toBe('?period=3m');
      expect(calls.filter((c) => c.path === '/query/income').map((c) => c.body.period)).toEqual(['1m', '3m']);
      expect(calls.filter((c) => c.path === '/query/trend-all').map((c) => c.body.period)).toEqual(['1m', '3m']);
      const bars = await screen.findByRole('img', { name: /2026-03-02 至 2026-05-19/ }, LAZY);
      expect(seriesOf(bars)[0]?.values).toEqual([80, -12.4]);
    },
    SLOW,
  );

  it(
    'draws the income rate instead of the cumulative income on request',
    async () => {
      renderAt('/assets/income?period=3m');
      await screen.findByRole('img', { name: /累计收益与持仓市值走势图/ }, LAZY);
      fireEvent.click(screen.getByRole('radio', { name: '收益率' }));
      const chart = await screen.findByRole('img', { name: /收益率与持仓市值走势图/ });
      expect(seriesOf(chart)).toEqual([
        { name: '收益率', values: [0.0482, 0.048] },
        { name: '持仓市值', values: [52412.6, 52400.2] },
      ]);
      expect(calls.find((c) => c.path === '/query/trend-all')?.body).toMatchObject({ period: '3m' });
    },
    SLOW,
  );

  it(
    'says there is no income yet and leads to the fund list when nothing was held',
    async () => {
      empty = true;
      renderAt('/assets/income');
      expect(await screen.findByText('近1月暂无收益数据', undefined, LAZY)).toBeTruthy();
      expect(screen.getByRole('link', { name: '去选购基金' }).getAttribute('href')).toBe('/fund');
      expect(screen.queryByRole('region', { name: '收益概览' })).toBeNull();
    },
    SLOW,
  );
});
