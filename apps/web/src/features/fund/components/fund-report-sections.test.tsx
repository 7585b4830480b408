import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { FundReportsResponse, FundRiskResponse } from '@fund-direct/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { FundReportSections, FundRiskBlock } from './fund-report-sections.tsx';

// Two quarters of a mixed fund as the API answers them: the latest has net assets of 1,234,567,890.12 元 (12.35亿元),
// the one before half of it; its top ten is three stocks here, all of them manufacturing or finance.
const REPORTS: FundReportsResponse = {
  fundcode: '000512',
  reports: [
    {
      reportDate: '2026-09-30',
      netAssets: '1234567890.12',
      totalShares: '987654321.00',
      allocation: { stock: '0.852300', bond: '0.063000', cash: '0.074700', other: '0.010000' },
    },
    {
      reportDate: '2026-06-30',
      netAssets: '617283945.06',
      totalShares: '500000000.00',
      allocation: { stock: '0.800000', bond: '0.100000', cash: '0.090000', other: '0.010000' },
    },
  ],
  latest: {
    reportDate: '2026-09-30',
    holdings: [
      { rank: 1, securityCode: '600519', securityName: '贵州茅台', marketValue: '98765432.10', ratio: '0.080000' },
      { rank: 2, securityCode: '300750', securityName: '宁德时代', marketValue: '74074074.07', ratio: '0.060000' },
      { rank: 3, securityCode: '600036', securityName: '招商银行', marketValue: '49382715.60', ratio: '0.040000' },
    ],
    industries: [
      { industryCode: 'C', industryName: '制造业', marketValue: '740740734.07', ratio: '0.600000' },
      { industryCode: 'J', industryName: '金融业', marketValue: '308641972.53', ratio: '0.250000' },
    ],
  },
};

const period = (key: string, label: string, patch: Partial<FundRiskResponse['periods'][number]> = {}) => ({
  period: key as FundRiskResponse['periods'][number]['period'],
  label,
  from: '2025-11-20',
  to: '2026-11-20',
  periodReturn: '0.123000',
  maxDrawdown: '0.125000',
  drawdownPeakDate: '2026-01-27',
  drawdownTroughDate: '2026-06-04',
  drawdownRecoveryDate: null,
  volatility: '0.153200',
  sharpe: '0.8765',
  ...patch,
});

const RISK: FundRiskResponse = {
  fundcode: '000512',
  asOf: '2026-11-20',
  riskFreeRate: '0.015',
  tradingDaysPerYear: 250,
  periods: [
    period('year', '近一年'),
    // Younger than the period: left out of the table.
    period('threeYear', '近三年', { from: null, to: null, maxDrawdown: null, volatility: null, sharpe: null }),
  ],
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });

function answer(reports: FundReportsResponse) {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/content/fund/reports') return envelope(reports);
    if (path === '/api/content/fund/risk') return envelope(RISK);
    throw new Error(`unexpected ${path}`);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSections() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FundRiskBlock fundCode="000512" />
      <FundReportSections fundCode="000512" />
    </QueryClientProvider>,
  );
}

// The section under a heading (its table's scroll box is a region of the same name).
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('the fund page’s report sections', () => {
  it('states the size in 亿元 and 亿份, with a bar per quarter scaled to the largest', async () => {
    answer(REPORTS);
    renderSections();
    await screen.findByText('各报告期规模与份额');
    const size = section('基金规模');
    const figures = size.querySelector('dl') as HTMLElement;
    expect(within(figures).getByText('12.35亿元')).toBeTruthy();
    expect(within(figures).getByText('9.88亿份')).toBeTruthy();
    // Every report date's net assets and shares, latest first.
    expect(
      within(size)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2026-09-3012.35亿元9.88亿份', '2026-06-306.17亿元5.00亿份']);
    const bars = within(size).getByRole('list', { name: '各报告期末资产净值' });
    // Oldest first; the older quarter had half the net assets.
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.fd-visually-hidden')?.textContent),
    ).toEqual(['2026-06-30 资产净值 6.17亿元', '2026-09-30 资产净值 12.35亿元']);
    const heights = [...bars.querySelectorAll<HTMLElement>('.fd-size-bars__bar')].map((bar) => bar.style.height);
    expect(heights).toEqual(['50%', '100%']);
  });

  it('shows the latest allocation with its report date, the top ten by rank and the industries with their bars', async () => {
    answer(REPORTS);
    renderSections();
    await screen.findByRole('heading', { name: '资产配置' });
    const allocation = section('资产配置');
    expect(within(allocation).getByText('报告期末 2026-09-30')).toBeTruthy();
    expect([...allocation.querySelectorAll('.fd-allocation__row')].map((row) => row.textContent)).toEqual([
      '股票85.23%',
      '债券6.30%',
      '现金7.47%',
      '其他1.00%',
    ]);
    const holdings = within(section('十大重仓股')).getAllByRole('row').slice(1);
    expect(holdings.map((row) => row.textContent)).toEqual([
      '1贵州茅台6005198.00%9876.54万元',
      '2宁德时代3007506.00%7407.41万元',
      '3招商银行6000364.00%4938.27万元',
    ]);
    const industries = within(section('行业配置')).getAllByRole('row').slice(1);
    expect(industries.map((row) => row.querySelector('th')?.textContent)).toEqual(['C 制造业', 'J 金融业']);
    // 25 % against the largest industry's 60 %.
    expect(industries[1]?.querySelector<HTMLElement>('.fd-industries-table__bar')?.style.width).toBe('41.67%');
  });

  it('says so when the fund has no report (a money fund, a fund still raising), and shows no holdings', async () => {
    answer({ fundcode: '000372', reports: [], latest: null });
    renderSections();
    expect(await screen.findByText(/^暂无定期报告数据/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '资产配置' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '十大重仓股' })).toBeNull();
  });

  it('says a bond fund held no stocks at the report date', async () => {
    answer({ ...REPORTS, latest: { reportDate: '2026-09-30', holdings: [], industries: [] } });
    renderSections();
    await screen.findByRole('heading', { name: '十大重仓股' });
    expect(within(section('十大重仓股')).getByText('报告期末未持有股票。')).toBeTruthy();
    expect(within(section('行业配置')).getByText('报告期末未持有股票。')).toBeTruthy();
  });

  it('lists each period’s drawdown with its dates, volatility and Sharpe ratio, and states the risk-free rate', async () => {
    answer(REPORTS);
    renderSections();
    await screen.findByText('近一年');
    const risk = section('风险指标');
    const rows = within(risk).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['近一年']);
    expect(rows[0]?.textContent).toBe('近一年+12.30%12.50%2026-01-27 至 2026-06-0415.32%0.88');
    expect(within(risk).getByText(/无风险收益率 1\.50%（年化）/)).toBeTruthy();
  });
});
