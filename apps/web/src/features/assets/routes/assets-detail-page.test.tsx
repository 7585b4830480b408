import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrendResponse } from '@fund-direct/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import {
  LAZY,
  LOTS,
  MIXED,
  NOTICES,
  ok,
  readCall,
  renderAccountPage,
  SHARE_INFO,
  SLOW,
  TREND,
  type RecordedCall,
} from './holdings-test-support.tsx';

// ECharts needs a real canvas; the chart options are tested on their own (assets-detail-chart-options.test.ts).
const drawn: { nav: Pick<TrendResponse, 'navs' | 'points'>[]; income: TrendResponse['income'][] } = { nav: [], income: [] };
vi.mock('../components/assets-detail-charts.tsx', () => ({
  NavPointsChart: ({ trend }: { trend: Pick<TrendResponse, 'navs' | 'points'> }) => {
    drawn.nav.push(trend);
    return <div role="img" aria-label="单位净值走势与买卖点" />;
  },
  IncomeChart: ({ income }: { income: TrendResponse['income'] }) => {
    drawn.income.push(income);
    return <div role="img" aria-label="当日收益与累计收益" />;
  },
}));

let calls: RecordedCall[];

beforeEach(() => {
  calls = [];
  drawn.nav.length = 0;
  drawn.income.length = 0;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const call = readCall(input, init);
    calls.push(call);
    switch (call.path) {
      case '/query/share-info':
        return ok(SHARE_INFO);
      case '/query/hold-period':
        return ok({ fundCode: MIXED.fundCode, fundName: MIXED.fundName, list: LOTS });
      case '/query/trend':
        // A shorter period has fewer days: the page must draw what the chosen period answers.
        return ok(
          call.body?.period === '1m' ? { ...TREND, navs: TREND.navs.slice(-2), points: [], income: TREND.income.slice(-2) } : TREND,
        );
      case '/content/notice/list':
        return ok(NOTICES);
      default:
        throw new Error(`unexpected call ${call.path}`);
    }
  });
  setToken('t-1');
  setUser({ custname: '王明', mobileno: '13800000001', custbelongto: '1', isEnterprise: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('资产详情', () => {
  it(
    'shows the holding with its figures and actions, its lots with holding days and redemption fees',
    async () => {
      renderAccountPage('/assets/assets_detail?fundCode=000512');
      const heading = await screen.findByRole('heading', { name: '沣泽价值精选混合A' }, LAZY);
      expect(within(heading).getByRole('link').getAttribute('href')).toBe('/fund_detail?fundCode=000512');
      expect(calls.find((c) => c.path === '/query/share-info')?.query).toEqual({ firstflag: '0' });
      expect(fact('市值(元)')).toBe('15,240.73');
      expect(fact('持有收益(元)')).toBe('1,240.73');
      expect(fact('持有收益率')).toBe('+8.86%');
      expect(fact('昨日收益(元) 2026-11-20')).toBe('37.04');
      expect(fact('累计收益(元)')).toBe('1,520.18');
      expect(fact('持仓成本(元)')).toBe('14,000.00');
      expect(fact('可用份额')).toBe('10,345.67');
      expect(fact('冻结份额')).toBe('2,000.00');
      expect(fact('最新净值 2026-11-20')).toBe('1.2345');
      expect(fact('首次买入日')).toBe('2025-12-08');
      expect(screen.getByRole('link', { name: '修改分红方式' }).getAttribute('href')).toBe('/trade/dividend?fundCode=000512');
      const actions = screen.getByRole('navigation', { name: '交易操作' });
      expect(
        within(actions)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['买入', '/trade/purchase?fundCode=000512'],
        ['卖出', '/trade/sell?fundCode=000512'],
        ['转换', '/trade/change?fundCode=000512'],
        ['定投', '/trade/fix?fundCode=000512'],
      ]);

      const lots = await screen.findByRole('table', { name: '持仓份额明细' });
      expect(calls.find((c) => c.path === '/query/hold-period')).toMatchObject({ method: 'POST', body: { fundCode: '000512' } });
      expect(rowsOf(lots)).toEqual([
        ['2025-12-09', '前端收费', '8,095.13', '8,095.13', '349天', '0.50%', '0.25%2026-12-09 起'],
        ['2026-09-01', '前端收费', '4,250.54', '4,250.54', '83天', '1.50%', '0.50%2027-03-01 起'],
      ]);
    },
    SLOW,
  );

  it(
    'draws the NAV with the buy and sell points and the income of the chosen period, and lists them',
    async () => {
      renderAccountPage('/assets/assets_detail?fundCode=000512');
      await screen.findByRole('img', { name: '单位净值走势与买卖点' }, LAZY);
      await screen.findByRole('img', { name: '当日收益与累计收益' });
      expect(calls.find((c) => c.path === '/query/trend')).toMatchObject({ method: 'POST', body: { fundCode: '000512', period: '1y' } });
      expect(drawn.nav.at(-1)?.points.map((p) => p.side)).toEqual(['buy', 'sell']);
      expect(drawn.income.at(-1)).toHaveLength(4);

      expect(rowsOf(screen.getByRole('table', { name: '买卖记录' }))).toEqual([
        ['2026-11-17', '买申购', '1.2258', '1,000.00', '808.37'],
        ['2026-11-19', '卖赎回', '1.2297', '1,224.68', '1,000.00'],
      ]);
      // Newest first.
      expect(rowsOf(screen.getByRole('table', { name: '近期收益' }))).toEqual([
        ['2026-11-20', '37.04', '1,520.18'],
        ['2026-11-19', '-2.83', '1,483.14'],
        ['2026-11-18', '52.72', '1,485.97'],
        ['2026-11-17', '59.13', '1,433.25'],
      ]);

      fireEvent.click(screen.getByText('近1月'));
      await waitFor(() => expect(screen.getByText('该区间内没有买卖记录')).toBeTruthy());
      expect(calls.filter((c) => c.path === '/query/trend').at(-1)?.body).toEqual({ fundCode: '000512', period: '1m' });
      expect(drawn.nav.at(-1)?.navs).toHaveLength(2);
      expect(rowsOf(screen.getByRole('table', { name: '近期收益' }))).toHaveLength(2);
    },
    SLOW,
  );

  it(
    "lists the fund's recent notices",
    async () => {
      renderAccountPage('/assets/assets_detail?fundCode=000512');
      const notice = await screen.findByRole('link', { name: '沣泽价值精选混合型证券投资基金2026年第3季度报告' }, LAZY);
      expect(notice.getAttribute('href')).toBe('/msg_publish/detail?id=41');
      expect(calls.find((c) => c.path === '/content/notice/list')?.body).toMatchObject({ fundCode: '000512', pageNum: 1 });
      expect(screen.getByText('2026-10-25')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says the fund is not held for a fund outside the holdings or a malformed code, with the way back',
    async () => {
      renderAccountPage('/assets/assets_detail?fundCode=999999');
      expect(await screen.findByText('您没有持有该基金', {}, LAZY)).toBeTruthy();
      expect(screen.getByRole('link', { name: '返回资产明细' }).getAttribute('href')).toBe('/assets/my_assets');
      expect(calls.some((c) => c.path === '/query/hold-period' || c.path === '/query/trend')).toBe(false);

      calls = [];
      renderAccountPage('/assets/assets_detail?fundCode=abc');
      await waitFor(() => expect(screen.getAllByText('您没有持有该基金')).toHaveLength(2));
      expect(calls.some((c) => c.path.startsWith('/query/'))).toBe(false);
    },
    SLOW,
  );
});
