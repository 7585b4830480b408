import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { BonusListResponse, BonusRecord } from '@fund-direct/domain/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { withGuards } from '@/lib/guard-loader.ts';
import { assetsRecordsRoutes } from '../assets-records-routes.tsx';

const LAZY = { timeout: 20_000 };
const SLOW = 30_000;

const HOLDINGS: BonusListResponse['list'] = [
  { fundCode: '000512', fundName: '沣泽价值精选混合A', shares: '8088.31', dividendMethod: '0', pendingMethod: null, pendingOrderNo: null },
  {
    fundCode: '000003',
    fundName: '沣泽纯债债券A',
    shares: '12500.00',
    dividendMethod: '1',
    pendingMethod: '0',
    pendingOrderNo: '20261123000009',
  },
];

const RECORDS: BonusRecord[] = [
  {
    fundCode: '000003',
    fundName: '沣泽纯债债券A',
    exDate: '2026-10-15',
    payDate: '2026-10-16',
    baseShares: '12500.00',
    cashPerShare: '0.0040',
    amount: '50.00',
    method: '0',
    reinvestNav: '1.0480',
    reinvestShares: '47.71',
  },
  {
    fundCode: '000003',
    fundName: '沣泽纯债债券A',
    exDate: '2026-04-15',
    payDate: '2026-04-17',
    baseShares: '10000.00',
    cashPerShare: '0.0125',
    amount: '125.00',
    method: '1',
    reinvestNav: null,
    reinvestShares: null,
  },
];

let holdings = HOLDINGS;
let records = RECORDS;

beforeEach(() => {
  holdings = HOLDINGS;
  records = RECORDS;
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
    const data = path === '/query/bonus-list' ? { list: holdings } : path === '/query/bonus-records' ? { list: records } : null;
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
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(withGuards(assetsRecordsRoutes), { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

function rowWith(section: HTMLElement, text: string): HTMLElement {
  const row = within(section)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe('我的分红', () => {
  it(
    'shows the method of each holding with a link to change it, and the dividends received',
    async () => {
      renderAt('/assets/my_dividend');
      const methods = await screen.findByRole('region', { name: '分红方式' }, LAZY);
      await within(methods).findByText('沣泽价值精选混合A', {}, LAZY);
      const equity = rowWith(methods, '沣泽价值精选混合A');
      expect(equity.textContent).toContain('8,088.31份');
      expect(equity.textContent).toContain('红利再投资');
      expect(within(equity).getByRole('link', { name: '修改沣泽价值精选混合A的分红方式' }).getAttribute('href')).toBe(
        '/trade/dividend?fundCode=000512',
      );
      const bond = rowWith(methods, '沣泽纯债债券A');
      expect(bond.textContent).toContain('现金分红');
      expect(bond.textContent).toContain('变更为红利再投资（待确认）');

      const history = screen.getByRole('region', { name: '分红记录' });
      const reinvested = await within(history)
        .findByText('2026-10-15', {}, LAZY)
        .then(() => rowWith(history, '2026-10-15'));
      for (const part of ['2026-10-16', '沣泽纯债债券A', '12,500.00份', '0.0040', '50.00元', '红利再投资', '1.0480', '47.71份'])
        expect(reinvested.textContent).toContain(part);
      const cash = rowWith(history, '2026-04-15');
      for (const part of ['2026-04-17', '10,000.00份', '0.0125', '125.00元', '现金分红']) expect(cash.textContent).toContain(part);
      expect(cash.textContent).toContain('--');
    },
    SLOW,
  );

  it(
    'says so when there is nothing held and no dividend yet',
    async () => {
      holdings = [];
      records = [];
      renderAt('/assets/my_dividend');
      const methods = await screen.findByRole('region', { name: '分红方式' }, LAZY);
      expect(await within(methods).findByText('您暂未持有基金', {}, LAZY)).toBeTruthy();
      expect(within(methods).getByRole('link', { name: '去选择基金' }).getAttribute('href')).toBe('/fund');
      expect(await within(screen.getByRole('region', { name: '分红记录' })).findByText('暂无分红记录')).toBeTruthy();
    },
    SLOW,
  );
});
