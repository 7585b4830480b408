import { nextTradingDay } from '@fund-direct/domain/calendar';
import type {
  FundCompareResponse,
  FundListResponse,
  FundReportsResponse,
  FundRiskResponse,
  NavListResponse,
} from '@fund-direct/domain/contracts';
import { MoneyDecimal } from '@fund-direct/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { publishSyntheticNavs } from './synthetic-nav.service.ts';

// The seeded history ends on Friday 2026-11-20; the latest quarter end is 2026-09-30.
const NOW = new Date('2026-11-22T10:00:00+08:00');
let t: TestApp;

async function get<T>(url: string, query: Record<string, string>) {
  const response = await signedInject(t.app, { method: 'GET', url, query });
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: T } };
}

const list = async (body: Record<string, unknown>) => {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/fund/list', body: { pageSize: 100, ...body } });
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: FundListResponse } };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, config: { riskFreeRate: '0.02' } });
});
afterAll(async () => t?.close());

describe('GET /api/content/fund/reports', () => {
  it('answers every report latest first, each with net assets equal to its shares at the report date’s NAV', async () => {
    const { json } = await get<FundReportsResponse>('/api/content/fund/reports', { fundCode: '000512' });
    expect(json.code).toBe('0000');
    const dates = json.data.reports.map((report) => report.reportDate);
    expect(dates[0]).toBe('2026-09-30');
    expect(dates).toHaveLength(12);
    expect([...dates].sort().reverse()).toEqual(dates);
    const [navOn] = await t.database.query<{ unit_nav: string }>(
      sql`select unit_nav::text from nav where fund_code = '000512' and nav_date <= '2026-09-30' order by nav_date desc limit 1`,
    );
    const latest = json.data.reports[0]!;
    expect(latest.netAssets).toBe(new MoneyDecimal(latest.totalShares).times(navOn!.unit_nav).toDecimalPlaces(2).toFixed(2));
    const { stock, bond, cash, other } = latest.allocation;
    expect(new MoneyDecimal(stock).plus(bond).plus(cash).plus(other).toFixed(6)).toBe('1.000000');
  });

  it('gives the latest report’s top ten in rank order and its industries, each ratio its market value over net assets', async () => {
    const { json } = await get<FundReportsResponse>('/api/content/fund/reports', { fundCode: '000512' });
    const { latest, reports } = json.data;
    expect(latest?.reportDate).toBe('2026-09-30');
    expect(latest?.holdings.map((holding) => holding.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const netAssets = new MoneyDecimal(reports[0]!.netAssets);
    for (const part of [...latest!.holdings, ...latest!.industries]) {
      expect(part.ratio).toBe(new MoneyDecimal(part.marketValue).div(netAssets).toDecimalPlaces(4).toFixed(6));
    }
    const values = latest!.holdings.map((holding) => Number(holding.marketValue));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    // The industries hold the stocks: together they are the stock ratio (to the rounding of each line).
    const industries = latest!.industries.reduce((sum, industry) => sum.plus(industry.ratio), new MoneyDecimal(0));
    expect(industries.minus(reports[0]!.allocation.stock).abs().lte('0.0005')).toBe(true);
    expect(latest!.industries[0]).toMatchObject({ industryCode: expect.stringMatching(/^[A-S]$/), industryName: expect.any(String) });
  });

  it('answers no report for a money fund and for a fund still raising', async () => {
    for (const fundCode of ['000372', '023415']) {
      const { json } = await get<FundReportsResponse>('/api/content/fund/reports', { fundCode });
      expect(json.data).toEqual({ fundcode: fundCode, reports: [], latest: null });
    }
  });

  it('answers 1405 for an unknown fund', async () => {
    const { status, json } = await get('/api/content/fund/reports', { fundCode: '999999' });
    expect(status).toBe(404);
    expect(json.msg).toBe('基金不存在');
  });
});

describe('the benchmark line of GET /api/content/nav/list', () => {
  it('is the contract’s fixed rate accrued on natural days (三年期定期存款利率 2.75%)', async () => {
    const { json } = await get<NavListResponse>('/api/content/nav/list', { fundCode: '002105', period: '1m' });
    const points = json.data.points;
    expect(json.data.benchmark).toBe('三年期定期存款利率（税后）');
    // By hand: Π (1 + 0.0275 × days between NAV days / 365) − 1 over the month's NAV days.
    let level = new MoneyDecimal(1);
    for (let i = 1; i < points.length; i += 1) {
      const days = (Date.parse(points[i]!.date) - Date.parse(points[i - 1]!.date)) / 86_400_000;
      level = level.times(new MoneyDecimal('0.0275').times(days).div(365).plus(1));
    }
    expect(points[0]!.benchmarkReturn).toBe('0.000000');
    expect(points.at(-1)!.benchmarkReturn).toBe(level.minus(1).toDecimalPlaces(6).toFixed(6));
  });

  it('is the weighted sum of its indexes’ daily returns (沪深300×80%＋中债综合×20%), from the stored closes', async () => {
    const { json } = await get<NavListResponse>('/api/content/nav/list', { fundCode: '000512', period: '1m' });
    const points = json.data.points;
    const closes = await t.database.query<{ index_code: string; close_date: string; close: string }>(
      sql`select index_code, close_date::text, close::text from market_index_close
          where index_code in ('000300', 'CBA00101') and close_date >= ${points[0]!.date}::date order by close_date`,
    );
    const close = (code: string, date: string) => closes.find((row) => row.index_code === code && row.close_date === date)!.close;
    let level = new MoneyDecimal(1);
    for (let i = 1; i < points.length; i += 1) {
      const [day, before] = [points[i]!.date, points[i - 1]!.date];
      const r300 = new MoneyDecimal(close('000300', day)).div(close('000300', before)).minus(1);
      const rBond = new MoneyDecimal(close('CBA00101', day)).div(close('CBA00101', before)).minus(1);
      level = level.times(r300.times('0.8').plus(rBond.times('0.2')).plus(1));
    }
    expect(points.every((point) => point.benchmarkReturn !== null)).toBe(true);
    expect(points.at(-1)!.benchmarkReturn).toBe(level.minus(1).toDecimalPlaces(6).toFixed(6));
  });

  it('covers the whole history, as long as the NAV line', async () => {
    const { json } = await get<NavListResponse>('/api/content/nav/list', { fundCode: '000512', period: 'all' });
    expect(json.data.points[0]).toMatchObject({ date: '2012-06-18', benchmarkReturn: '0.000000' });
    expect(json.data.points.every((point) => point.benchmarkReturn !== null)).toBe(true);
  });
});

describe('GET /api/content/fund/risk', () => {
  it('gives each §3 period the figures the comparison gives for the same days', async () => {
    const { json } = await get<FundRiskResponse>('/api/content/fund/risk', { fundCode: '000512' });
    expect(json.data).toMatchObject({ fundcode: '000512', asOf: '2026-11-20', riskFreeRate: '0.02', tradingDaysPerYear: 250 });
    expect(json.data.periods.map((period) => period.label)).toEqual([
      '近一周',
      '近一月',
      '近三月',
      '近六月',
      '近一年',
      '近两年',
      '近三年',
      '今年以来',
      '成立以来',
    ]);
    const year = json.data.periods.find((period) => period.period === 'year')!;
    const compared = (await get<FundCompareResponse>('/api/content/fund/compare', { fundCodes: '000512', period: '1y' })).json.data
      .funds[0]!;
    expect(year).toMatchObject({
      from: '2025-11-20',
      to: '2026-11-20',
      periodReturn: compared.periodReturn,
      maxDrawdown: compared.maxDrawdown,
      drawdownPeakDate: compared.drawdownPeakDate,
      drawdownTroughDate: compared.drawdownTroughDate,
      volatility: compared.volatility,
      sharpe: compared.sharpe,
    });
    const setup = json.data.periods.find((period) => period.period === 'sinceSetup')!;
    expect(setup.from).toBe('2012-06-18');
    expect(Number(setup.maxDrawdown)).toBeGreaterThanOrEqual(Number(year.maxDrawdown));
  });

  it('leaves the periods longer than the fund’s life empty', async () => {
    // 024108 was set up on 2026-08-18.
    const { json } = await get<FundRiskResponse>('/api/content/fund/risk', { fundCode: '024108' });
    const byPeriod = new Map(json.data.periods.map((period) => [period.period, period]));
    expect(byPeriod.get('year')).toMatchObject({ from: null, volatility: null, sharpe: null, maxDrawdown: null });
    expect(byPeriod.get('month')?.volatility).toMatch(/^\d+\.\d{6}$/);
  });
});

describe('fund size in the screener and the comparison', () => {
  const latestSizes = async () =>
    new Map(
      (
        await t.database.query<{ fund_code: string; net_assets: string }>(
          sql`select distinct on (fund_code) fund_code, net_assets::text from fund_report order by fund_code, report_date desc`,
        )
      ).map((row) => [row.fund_code, row.net_assets]),
    );

  it('keeps the funds whose latest net assets lie between the bounds in 亿元, ends included', async () => {
    const sizes = await latestSizes();
    const all = (await list({})).json.data.list.map((fund) => fund.fundcode);
    const expected = all.filter((code) => {
      const size = sizes.get(code);
      return size !== undefined && new MoneyDecimal(size).gte('1e9') && new MoneyDecimal(size).lte('2e9');
    });
    expect(expected.length).toBeGreaterThan(0);
    const { json } = await list({ sizeMin: '10', sizeMax: '20' });
    expect(json.data.list.map((fund) => fund.fundcode).sort()).toEqual([...expected].sort());
    // A fund without a report (a money fund) passes no size filter.
    expect((await list({ sizeMin: '0' })).json.data.list.map((fund) => fund.fundcode)).not.toContain('000372');
  });

  it('pages the screened list and keeps its total', async () => {
    const all = await list({ sizeMin: '1' });
    const page = await list({ sizeMin: '1', pageSize: 2, pageNum: 2 });
    expect(page.json.data.total).toBe(all.json.data.total);
    expect(page.json.data.list.map((fund) => fund.fundcode)).toEqual(all.json.data.list.slice(2, 4).map((fund) => fund.fundcode));
  });

  it('refuses a size range whose top is below its bottom, and a size that is not a number', async () => {
    const upsideDown = await list({ sizeMin: '20', sizeMax: '10' });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.json.msg).toContain('基金规模的上限不能低于下限');
    expect((await list({ sizeMin: '十亿' })).status).toBe(400);
  });

  it('shows each compared fund’s latest net assets and their date', async () => {
    const sizes = await latestSizes();
    const { json } = await get<FundCompareResponse>('/api/content/fund/compare', { fundCodes: '000512,000372', period: '1y' });
    expect(json.data.funds[0]).toMatchObject({ netAssets: sizes.get('000512'), netAssetsDate: '2026-09-30' });
    expect(json.data.funds[1]).toMatchObject({ netAssets: null, netAssetsDate: null });
  });
});

describe('the demo’s next trading day', () => {
  it('publishes the indexes’ closes with the NAVs, so the benchmark line reaches the new day', async () => {
    const day = nextTradingDay('2026-11-20');
    await get<NavListResponse>('/api/content/nav/list', { fundCode: '000512', period: '1m' });
    await publishSyntheticNavs(t.database.db, day);
    const { json } = await get<NavListResponse>('/api/content/nav/list', { fundCode: '000512', period: '1m' });
    expect(json.data.points.at(-1)).toMatchObject({ date: day, benchmarkReturn: expect.stringMatching(/^-?\d+\.\d{6}$/) });
    const closes = await t.database.query<{ n: number }>(
      sql`select count(*)::int as n from market_index_close where close_date = ${day}::date`,
    );
    expect(closes[0]!.n).toBeGreaterThanOrEqual(18);
  });
});
