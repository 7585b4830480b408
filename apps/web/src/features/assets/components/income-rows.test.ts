import { describe, expect, it } from 'vitest';
import { fundIncomeRows, latestTrendPoint } from './income-rows.ts';

describe('income by fund rows', () => {
  it('keeps the income order and adds each fund XIRR, then the funds that only have an XIRR', () => {
    const rows = fundIncomeRows(
      [
        { fundCode: '000512', fundName: '沣泽价值精选混合A', income: '320.50' },
        { fundCode: '000300', fundName: '沣泽沪深300指数A', income: '-45.10' },
      ],
      [
        { fundCode: '000300', fundName: '沣泽沪深300指数A', xirr: '-0.0412' },
        { fundCode: '000700', fundName: '沣泽稳健债券A', xirr: '0.0321' },
        { fundCode: '000512', fundName: '沣泽价值精选混合A', xirr: null },
      ],
    );
    expect(rows).toEqual([
      { fundCode: '000512', fundName: '沣泽价值精选混合A', income: '320.50', xirr: null },
      { fundCode: '000300', fundName: '沣泽沪深300指数A', income: '-45.10', xirr: '-0.0412' },
      { fundCode: '000700', fundName: '沣泽稳健债券A', income: null, xirr: '0.0321' },
    ]);
  });

  it('reads the latest cumulative point, or none before any income', () => {
    const point = { date: '2026-05-19', cumulativeIncome: '10.00', incomeRate: '0.01', marketValue: '1010.00' };
    expect(latestTrendPoint([{ ...point, date: '2026-05-18' }, point])).toBe(point);
    expect(latestTrendPoint([])).toBeNull();
  });
});
