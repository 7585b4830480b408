import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LOGIN_PROMPT } from '@fund-direct/domain/constants';
import type { IncomeBillResponse } from '@fund-direct/domain/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { withGuards } from '@/lib/guard-loader.ts';
import { assetsIncomeRoutes, billPrintRoutes } from '../assets-income-routes.tsx';

const LAZY = { timeout: 15_000 };
const SLOW = 30_000;

const CUSTOMER = { name: '王明', fundAccount: '0100000123', idNoMasked: '110***********1234', mobileMasked: '138****0001' };

function statement(month: string, months: string[]): IncomeBillResponse {
  const april = month === '2026-04';
  return {
    month,
    periodStart: `${month}-01`,
    periodEnd: april ? '2026-04-30' : `${month}-31`,
    customer: CUSTOMER,
    opening: [
      {
        fundCode: '000512',
        fundName: '沣泽价值精选混合A',
        shares: '10000.00',
        nav: '1.2000',
        navDate: '2026-03-31',
        marketValue: '12000.00',
      },
    ],
    closing: april
      ? [
          {
            fundCode: '000512',
            fundName: '沣泽价值精选混合A',
            shares: '8000.00',
            nav: '1.2500',
            navDate: '2026-04-30',
            marketValue: '10000.00',
          },
          {
            fundCode: '000700',
            fundName: '沣泽稳健债券A',
            shares: '4950.49',
            nav: '1.0100',
            navDate: '2026-04-30',
            marketValue: '5000.00',
          },
        ]
      : [
          {
            fundCode: '000512',
            fundName: '沣泽价值精选混合A',
            shares: '10000.00',
            nav: '1.2000',
            navDate: '2026-03-31',
            marketValue: '12000.00',
          },
        ],
    trades: april
      ? [
          {
            confirmDate: '2026-04-08',
            orderNo: '202604070001',
            recordCode: '02',
            businessName: '申购',
            fundCode: '000700',
            fundName: '沣泽稳健债券A',
            amount: '5000.00',
            shares: '4950.49',
            nav: '1.0080',
            fee: '0.00',
          },
          {
            confirmDate: '2026-04-16',
            orderNo: '202604150002',
            recordCode: '03',
            businessName: '赎回',
            fundCode: '000512',
            fundName: '沣泽价值精选混合A',
            amount: '2480.00',
            shares: '2000.00',
            nav: '1.2440',
            fee: '8.00',
          },
        ]
      : [],
    dividends: april
      ? [{ exDate: '2026-04-20', fundCode: '000512', fundName: '沣泽价值精选混合A', method: '1', amount: '160.00', reinvestShares: null }]
      : [],
    totals: april
      ? {
          openingValue: '12000.00',
          closingValue: '15000.00',
          purchaseAmount: '5000.00',
          redemptionAmount: '2480.00',
          fees: '8.00',
          dividendCash: '160.00',
          income: '488.00',
        }
      : {
          openingValue: '12000.00',
          closingValue: '12000.00',
          purchaseAmount: '0.00',
          redemptionAmount: '0.00',
          fees: '0.00',
          dividendCash: '0.00',
          income: '0.00',
        },
    months,
  };
}

let months: string[] = [];
let calls: { path: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 2026-05-20 10:00 in China: this month (May) has no statement yet in the fixtures.
  vi.setSystemTime(new Date('2026-05-20T02:00:00Z'));
  months = ['2026-04', '2026-03'];
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const data = path === '/query/income-bill' ? statement(String(body.month), months) : {};
    return new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
  });
  setToken('t-1');
  setUser({ custname: '王明', mobileno: '13800000001', custbelongto: '1', isEnterprise: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

function renderAt(path: string) {
  const router = createMemoryRouter([...withGuards(assetsIncomeRoutes), ...billPrintRoutes], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const billMonths = () => calls.filter((c) => c.path === '/query/income-bill').map((c) => c.body.month);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('账单查询', () => {
  it(
    'opens on the newest month with a statement when this month has none, and shows the whole statement',
    async () => {
      const router = renderAt('/assets/bill');
      const trades = await screen.findByRole('table', { name: '交易确认明细' }, LAZY);
      // This month's empty statement is never shown: the page goes straight on to April.
      expect(router.state.location.search).toBe('?month=2026-04');
      expect(billMonths()).toEqual(['2026-05', '2026-04']);

      const customer = screen.getByRole('region', { name: '客户信息' });
      expect(customer.textContent).toContain('110***********1234');
      expect(customer.textContent).toContain('138****0001');
      expect(customer.textContent).toContain('2026-04-01 至 2026-04-30');
      const totals = screen.getByRole('region', { name: '本月概览' });
      expect(within(totals).getByText('期初市值').nextElementSibling?.textContent).toBe('12,000.00');
      expect(within(totals).getByText('期末市值').nextElementSibling?.textContent).toBe('15,000.00');
      expect(within(totals).getByText('488.00').style.color).toBe('rgb(198, 40, 40)');

      expect(rowsOf(screen.getByRole('table', { name: '期末持仓' }))).toEqual([
        '基金持有份额(份)单位净值净值日期市值(元)',
        '沣泽价值精选混合A0005128,000.001.25002026-04-3010,000.00',
        '沣泽稳健债券A0007004,950.491.01002026-04-305,000.00',
        '合计15,000.00',
      ]);
      expect(rowsOf(trades).slice(1)).toEqual([
        '2026-04-08申购沣泽稳健债券A0007005,000.004,950.491.00800.00',
        '2026-04-16赎回沣泽价值精选混合A0005122,480.002,000.001.24408.00',
      ]);
      expect(rowsOf(screen.getByRole('table', { name: '分红明细' })).slice(1)).toEqual([
        '2026-04-20沣泽价值精选混合A000512现金分红160.00--',
      ]);
    },
    SLOW,
  );

  it(
    'shows the month picked from the months that have a statement',
    async () => {
      const router = renderAt('/assets/bill?month=2026-04');
      await screen.findByRole('table', { name: '交易确认明细' }, LAZY);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '账单月份' }));
      const options = await screen.findAllByRole('option');
      expect(options.map((o) => o.getAttribute('aria-label'))).toEqual(['2026年04月', '2026年03月']);
      fireEvent.click(await screen.findByTitle('2026年03月'));
      await waitFor(() => expect(screen.getByRole('region', { name: '客户信息' }).textContent).toContain('2026-03-01 至 2026-03-31'));
      expect(rowsOf(screen.getByRole('table', { name: '交易确认明细' })).slice(1)).toEqual(['本月无确认的交易']);
      expect(router.state.location.search).toBe('?month=2026-03');
      expect(billMonths()).toEqual(['2026-04', '2026-03']);
    },
    SLOW,
  );

  it(
    'opens the print view of the month shown in a window of its own',
    async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
      renderAt('/assets/bill?month=2026-04');
      await screen.findByRole('table', { name: '交易确认明细' }, LAZY);
      fireEvent.click(screen.getByRole('button', { name: '打印账单' }));
      expect(open).toHaveBeenCalledWith('/billprint?month=2026-04', '_blank');
    },
    SLOW,
  );

  it(
    'has no statement for a customer who never held a fund',
    async () => {
      months = [];
      const empty = statement('2026-05', []);
      vi.stubGlobal(
        'fetch',
        async () =>
          new Response(
            JSON.stringify({ code: '0000', msg: '成功', data: { ...empty, opening: [], closing: [], trades: [], dividends: [] } }),
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
      );
      renderAt('/assets/bill');
      expect(await screen.findByText('暂无账单，持有基金后每月生成对账单', undefined, LAZY)).toBeTruthy();
      expect(screen.getByRole('link', { name: '去选购基金' }).getAttribute('href')).toBe('/fund');
    },
    SLOW,
  );
});

describe('账单打印', () => {
  it(
    'lays the month out under the company header, with masked identifiers and a print button',
    async () => {
      const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
      renderAt('/billprint?month=2026-04');
      const sheet = await screen.findByRole('article', { name: '基金客户对账单' }, LAZY);
      await within(sheet).findByRole('table', { name: '交易确认明细' });
      expect(within(sheet).getByRole('banner').textContent).toContain('沣泽基金管理有限公司');
      expect(within(sheet).getByRole('banner').textContent).toContain('2026年04月');
      expect(within(sheet).getByRole('region', { name: '客户信息' }).textContent).toContain('110***********1234');
      expect(within(sheet).getByRole('contentinfo').textContent).toContain('400-921-7000');
      expect(rowsOf(within(sheet).getByRole('table', { name: '期初持仓' })).at(-1)).toBe('合计12,000.00');
      await waitFor(() => expect(document.title).toBe('2026年04月对账单 - 沣泽基金'));
      fireEvent.click(screen.getByRole('button', { name: '打印 / 保存为PDF' }));
      expect(print).toHaveBeenCalledTimes(1);
      expect(billMonths()).toEqual(['2026-04']);
    },
    SLOW,
  );

  it(
    'is behind the login guard',
    async () => {
      clearSession();
      renderAt('/billprint?month=2026-04');
      expect(await screen.findByText(LOGIN_PROMPT, undefined, LAZY)).toBeTruthy();
      expect(screen.queryByRole('article', { name: '基金客户对账单' })).toBeNull();
      expect(billMonths()).toEqual([]);
    },
    SLOW,
  );
});
