import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FundReportOverviewResponse, FundReportPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { fundReportsRoutes } from '../fund-reports-routes.tsx';

const LAZY = { timeout: 15_000 };
const SLOW = 30_000;

const staff = (role: 'fund_ops' | 'checker', permissions: string[]) => ({
  staff: { id: role, username: role, displayName: role === 'fund_ops' ? '运营小王' : '复核老李', role, roleLabel: role },
  permissions,
  stage: 'active',
  idleExpiresAt: '2026-11-23T10:00:00.000Z',
});
const MAKER = staff('fund_ops', ['fund.view', 'fund.propose']);
const CHECKER = staff('checker', ['fund.view', 'proposal.view', 'proposal.approve']);

const OVERVIEW: FundReportOverviewResponse = {
  funds: [
    {
      fundCode: '000512',
      fundName: '沣泽价值精选混合A',
      isMoneyFund: false,
      reports: 12,
      latestDate: '2026-09-30',
      netAssets: '1454800627.26',
    },
  ],
  indexes: [{ code: '000300', name: '沪深300指数', lastDate: '2026-11-20', closes: 3600 }],
};

const REFUSED: FundReportPreviewResponse = {
  fileName: 'q3.csv',
  valid: false,
  errors: [
    {
      line: 3,
      section: 'report',
      field: 'totalShares',
      column: 4,
      label: '期末基金份额(份)',
      message: '最多 2 位小数',
      text: '第 3 行第 4 列「期末基金份额(份)」：最多 2 位小数',
    },
    {
      line: 6,
      section: 'holding',
      field: 'securityCode',
      column: 4,
      label: '股票代码',
      message: '必须填写',
      text: '第 6 行第 4 列「股票代码」：必须填写',
    },
  ],
  reports: [],
  closes: [],
};

const VALID: FundReportPreviewResponse = {
  fileName: 'q3.csv',
  valid: true,
  errors: [],
  reports: [
    {
      fundCode: '000512',
      fundName: '沣泽价值精选混合A',
      reportDate: '2026-09-30',
      netAssets: '1611100000.00',
      totalShares: '1000000000.00',
      stockRatio: '0.800000',
      bondRatio: '0.100000',
      cashRatio: '0.085000',
      otherRatio: '0.015000',
      holdings: 10,
      industries: 5,
      topHolding: '中国石油（601857）',
      replaces: true,
    },
  ],
  closes: [{ indexCode: '000300', indexName: '沪深300指数', from: '2026-11-19', to: '2026-11-20', count: 2, replaces: 0 }],
};

const json = (data: unknown) => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { status: 200 });
let sent: { url: string; body: Record<string, unknown> }[] = [];

function serve(me: typeof MAKER) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/ops/auth/me')) return Promise.resolve(json(me));
      if (url === '/api/ops/fund-reports') return Promise.resolve(json(OVERVIEW));
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ url, body });
      if (url === '/api/ops/fund-reports/preview') return Promise.resolve(json(String(body.text).includes('.001') ? REFUSED : VALID));
      if (url === '/api/ops/fund-reports/propose')
        return Promise.resolve(json({ proposalId: 'a1b2c3d4-0000-0000-0000-000000000000', reports: 1, closes: 2 }));
      return Promise.resolve(new Response(JSON.stringify({ code: '1404', msg: '不存在' }), { status: 404 }));
    }),
  );
}

beforeEach(() => serve(MAKER));
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter(fundReportsRoutes, { initialEntries: ['/fund-reports'] });
  render(
    <App>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </App>,
  );
}

function upload(content: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], 'q3.csv', { type: 'text/csv' })] } });
}

describe('the fund report import page', () => {
  it(
    'names each refused line and field of the uploaded file and does not offer 提交复核',
    async () => {
      renderPage();
      await screen.findByText('点击或将报告 CSV 文件拖到此处', undefined, LAZY);
      upload('[基金报告]\n000512,2026-09-30,1611100000.00,1000000000.001,80,10,8.5,1.5');
      const cell = await screen.findByText('最多 2 位小数', undefined, LAZY);
      const row = cell.closest('tr') as HTMLElement;
      expect(within(row).getByText('3')).toBeTruthy();
      expect(within(row).getByText('期末基金份额(份)')).toBeTruthy();
      expect(screen.getByText('股票代码')).toBeTruthy();
      expect(screen.getByText(/文件未通过校验，共 2 处问题，未写入任何数据/)).toBeTruthy();
      expect((screen.getByRole('button', { name: '提交复核' }) as HTMLButtonElement).disabled).toBe(true);
      expect(sent.map((call) => call.url)).toEqual(['/api/ops/fund-reports/preview']);
    },
    SLOW,
  );

  it(
    'summarises a valid file and submits it for 复核 with its note',
    async () => {
      renderPage();
      await screen.findByText('点击或将报告 CSV 文件拖到此处', undefined, LAZY);
      fireEvent.change(screen.getByLabelText('备注'), { target: { value: '2026 年第三季度报告' } });
      upload('[基金报告]\n000512,2026-09-30,1611100000.00,1000000000.00,80,10,8.5,1.5');
      expect(await screen.findByText('校验通过：1 份基金报告、2 条指数行情', undefined, LAZY)).toBeTruthy();
      const report = screen.getByText('000512 沣泽价值精选混合A').closest('tr') as HTMLElement;
      expect(within(report).getByText('16.11亿元')).toBeTruthy();
      expect(within(report).getByText('80.00% / 10.00% / 8.50% / 1.50%')).toBeTruthy();
      expect(within(report).getByText('中国石油（601857）')).toBeTruthy();
      expect(within(report).getByText('替换已有报告')).toBeTruthy();
      expect(screen.getByText('2026-11-19 至 2026-11-20')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '提交复核' }));
      expect(await screen.findByText('已提交复核', undefined, LAZY)).toBeTruthy();
      expect(screen.getByText(/申请编号 a1b2c3d4/)).toBeTruthy();
      expect(sent.at(-1)).toEqual({
        url: '/api/ops/fund-reports/propose',
        body: {
          fileName: 'q3.csv',
          text: '[基金报告]\n000512,2026-09-30,1611100000.00,1000000000.00,80,10,8.5,1.5',
          note: '2026 年第三季度报告',
        },
      });
    },
    SLOW,
  );

  it(
    'shows 复核 what is stored, without an upload',
    async () => {
      serve(CHECKER);
      renderPage();
      expect(await screen.findByText('已导入的基金报告', undefined, LAZY)).toBeTruthy();
      expect(screen.getByText(/基金报告由基金运营岗导入并提交/)).toBeTruthy();
      expect(document.querySelector('input[type="file"]')).toBeNull();
      const fund = screen.getByText('沣泽价值精选混合A').closest('tr') as HTMLElement;
      expect(within(fund).getByText('14.55亿元')).toBeTruthy();
      expect(screen.getByText('沪深300指数').closest('tr')?.textContent).toContain('2026-11-20');
    },
    SLOW,
  );
});
