import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComparedFund, FundCompareResponse } from '@fund-direct/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { FundComparePage } from './fund-compare-page.tsx';

// jsdom has no canvas: the chart says which lines it was given.
vi.mock('../components/compare-chart.tsx', () => ({
  CompareChart: ({ funds, hidden }: { funds: readonly ComparedFund[]; hidden: ReadonlySet<string> }) => (
    <div data-testid="compare-chart">
      {funds
        .filter((fund) => !hidden.has(fund.fundcode))
        .map((fund) => fund.fundname)
        .join('|')}
    </div>
  ),
}));

function fund(fundcode: string, fundname: string, patch: Partial<ComparedFund> = {}): ComparedFund {
  return {
    fundcode,
    fundname,
    fundTypeLabel: '混合型',
    riskLevel: '3',
    riskLevelLabel: '中风险',
    isMoneyFund: false,
    setupDate: '2018-03-01',
    navDate: '2026-11-20',
    nav: '1.3012',
    yields: {
      day: '0.0012',
      week: '0.0050',
      month: '0.0210',
      season: '0.0430',
      halfYear: '0.0610',
      year: '0.1230',
      twoYear: '0.1500',
      threeYear: '0.2100',
      fiveYear: null,
      thisYear: '0.0980',
      sinceSetup: '0.3012',
    },
    minPurchaseAmount: '10',
    maxPurchaseRate: '0.015',
    managementRate: '0.012',
    custodyRate: '0.002',
    salesServiceRate: null,
    managers: [{ manId: '1001', name: '陈思远' }],
    netAssets: '1234567890.12',
    netAssetsDate: '2026-09-30',
    periodReturn: '0.123000',
    volatility: '0.153200',
    maxDrawdown: '0.125000',
    drawdownPeakDate: '2026-01-27',
    drawdownTroughDate: '2026-06-04',
    drawdownRecoveryDate: null,
    sharpe: '0.8765',
    curve: [
      { date: '2025-11-20', value: '0' },
      { date: '2026-11-20', value: '0.123000' },
    ],
    ...patch,
  };
}

const RESPONSE: FundCompareResponse = {
  period: '1y',
  from: '2025-11-20',
  to: '2026-11-20',
  riskFreeRate: '0.015',
  tradingDaysPerYear: 250,
  funds: [
    fund('000512', '沣泽价值精选混合A'),
    fund('000041', '沣泽全球科技(QDII)', { drawdownRecoveryDate: '2026-08-26', salesServiceRate: '0.004' }),
    fund('017344', '沣泽美元债债券(QDII)', { managers: [], netAssets: null, netAssetsDate: null }),
  ],
};

const requests: URL[] = [];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url);
    const codes = (url.searchParams.get('fundCodes') ?? '').split(',');
    const period = url.searchParams.get('period') as FundCompareResponse['period'];
    return envelope({ ...RESPONSE, period, funds: RESPONSE.funds.filter((item) => codes.includes(item.fundcode)) });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/fund/compare', Component: FundComparePage }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const columnHeads = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => cell.querySelector('a')?.textContent);

describe('/fund/compare', () => {
  it('shows the curves, a row for every figure and the method note', async () => {
    renderPage('/fund/compare?codes=000512,000041,017344');
    expect(await screen.findByTestId('compare-chart', undefined, { timeout: 5000 })).toBeTruthy();
    expect(requests[0]?.pathname).toBe('/api/content/fund/compare');
    expect(requests[0]?.searchParams.get('fundCodes')).toBe('000512,000041,017344');
    expect(requests[0]?.searchParams.get('period')).toBe('1y');
    expect(screen.getByTestId('compare-chart').textContent).toBe('沣泽价值精选混合A|沣泽全球科技(QDII)|沣泽美元债债券(QDII)');
    expect(within(screen.getByRole('list', { name: '图例' })).getAllByRole('button')).toHaveLength(3);
    expect(columnHeads()).toEqual(['沣泽价值精选混合A', '沣泽全球科技(QDII)', '沣泽美元债债券(QDII)']);

    const rows = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      '基金类型',
      '风险等级',
      '最新净值(日期)',
      '基金规模(报告期)',
      '区间收益',
      '近一月',
      '近三月',
      '近六月',
      '近一年',
      '近三年',
      '今年以来',
      '成立以来',
      '年化波动率',
      '最大回撤',
      '夏普比率',
      '起购金额',
      '最高申购费率',
      '管理费率',
      '托管费率',
      '销售服务费率',
      '基金经理',
    ]);
    const row = (label: string) =>
      within(screen.getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('区间收益')).toEqual(['+12.30%', '+12.30%', '+12.30%']);
    expect(row('最新净值(日期)')[0]).toBe('1.3012(2026-11-20)');
    // 1,234,567,890.12 元 of the latest report; a fund without one shows --.
    expect(row('基金规模(报告期)')).toEqual(['12.35亿元(2026-09-30)', '12.35亿元(2026-09-30)', '--']);
    expect(row('最大回撤')).toEqual([
      '12.50%2026-01-27 → 2026-06-04未修复',
      '12.50%2026-01-27 → 2026-06-04修复日 2026-08-26',
      '12.50%2026-01-27 → 2026-06-04未修复',
    ]);
    expect(row('夏普比率')[0]).toBe('0.88');
    expect(row('起购金额')[0]).toBe('10.00元');
    expect(row('销售服务费率')).toEqual(['--', '0.40%', '--']);
    expect(row('基金经理')).toEqual(['陈思远', '陈思远', '--']);
    expect(screen.getAllByRole('link', { name: '陈思远' })[0]!.getAttribute('href')).toBe('/fund_manager?manId=1001');
    expect(screen.getByText(/数据来源于本公司存储的历史净值（分红再投资复权）/).textContent).toBe(
      '数据来源于本公司存储的历史净值（分红再投资复权）；年化波动率按每年250个交易日计算；夏普比率的无风险利率为年化1.50%。',
    );
  });

  it('switches the period and removes a column through the address', async () => {
    const router = renderPage('/fund/compare?codes=000512,000041,017344');
    await screen.findByTestId('compare-chart', undefined, { timeout: 5000 });
    fireEvent.click(within(screen.getByRole('group', { name: '时间区间' })).getByRole('button', { name: '近3年' }));
    await vi.waitFor(() => expect(requests.at(-1)?.searchParams.get('period')).toBe('3y'));
    expect(router.state.location.search).toBe('?codes=000512,000041,017344&period=3y');

    fireEvent.click(screen.getByRole('button', { name: '移除：沣泽全球科技(QDII)' }));
    expect(router.state.location.search).toBe('?codes=000512,017344&period=3y');
    await vi.waitFor(() => expect(columnHeads()).toEqual(['沣泽价值精选混合A', '沣泽美元债债券(QDII)']));
  });

  it('asks for at least two funds, without calling the server', () => {
    renderPage('/fund/compare?codes=000512');
    expect(screen.getByText('请至少选择两只基金进行对比')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去选择基金' }).getAttribute('href')).toBe('/fund');
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows the error state with a retry when the server fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 500 }));
    renderPage('/fund/compare?codes=000512,000041');
    expect(await screen.findByText('数据加载失败', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
