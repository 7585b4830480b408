import { describe, expect, it } from 'vitest';
import type { NavEntry } from './nav-columns.ts';
import { checkNavEntries, unexplainedFlags, type NavCheckContext, type PreviousNav } from './nav-check.ts';
import type { NavFundProfile } from './nav-thresholds.ts';

// 2026-11-24 is a Tuesday (trading day); 2026-11-28 a Saturday.
const DAY = '2026-11-24';
const funds = new Map<string, NavFundProfile>([
  ['000512', { isMoneyFund: false, setupDate: '2012-06-18' }],
  ['000372', { isMoneyFund: true, setupDate: '2013-11-12' }],
  ['000988', { isMoneyFund: false, isQdii: true, setupDate: '2015-03-02' }],
  ['023415', { isMoneyFund: false, setupDate: null }],
]);
const previous = new Map<string, PreviousNav>([
  ['000512', { date: '2026-11-23', unitNav: '1.0000', accNav: '1.5000' }],
  ['000988', { date: '2026-11-23', unitNav: '2.0000', accNav: '2.0000' }],
]);
const context: NavCheckContext = { funds, tradeDate: DAY, previous };

const equity = (values: Partial<NavEntry> = {}): NavEntry => ({
  fundCode: '000512',
  date: DAY,
  unitNav: '1.0100',
  accNav: '1.5100',
  ...values,
});
const money = (values: Partial<NavEntry> = {}): NavEntry => ({
  fundCode: '000372',
  date: DAY,
  incomePer10k: '0.5123',
  yield7dPercent: '1.8520',
  ...values,
});

const check = (entry: NavEntry, ctx: NavCheckContext = context) => checkNavEntries([{ line: 3, entry }], ctx);
const errorTexts = (entry: NavEntry, ctx?: NavCheckContext) => check(entry, ctx).errors.map((e) => e.text);

describe('NAV row errors', () => {
  it('accepts a plain row and normalises it to four decimals', () => {
    const result = check(equity({ unitNav: '1.01', accNav: '1.51' }));
    expect(result.errors).toEqual([]);
    expect(result.flags).toEqual([]);
    expect(result.rows).toEqual([
      { line: 3, fundCode: '000512', date: DAY, unitNav: '1.0100', accNav: '1.5100', incomePer10k: null, yield7d: null },
    ]);
  });

  it('names an unknown fund code', () => {
    expect(errorTexts(equity({ fundCode: '123456' }))).toEqual(['第 3 行第 1 列「基金代码」：基金 123456 不存在']);
  });

  it('refuses a fund code that is not six digits', () => {
    expect(errorTexts(equity({ fundCode: '51' }))).toEqual(['第 3 行第 1 列「基金代码」：“51”格式不正确，应为 6 位数字']);
  });

  it('refuses a fund that is not set up', () => {
    expect(errorTexts(equity({ fundCode: '023415' }))).toEqual(['第 3 行第 1 列「基金代码」：基金 023415 尚未成立，不能发布净值']);
  });

  it('refuses a date that does not exist', () => {
    expect(errorTexts(equity({ date: '2026-11-31' }))).toEqual([
      '第 3 行第 2 列「净值日期」：“2026-11-31”不是有效日期，应为 YYYY-MM-DD 或 YYYYMMDD',
    ]);
  });

  it('refuses a date other than the chosen trade date', () => {
    expect(errorTexts(equity({ date: '20261125' }))).toEqual(['第 3 行第 2 列「净值日期」：应为所选净值日期 2026-11-24']);
  });

  it('refuses a day that is not a trading day', () => {
    const saturday = { ...context, tradeDate: '2026-11-28' };
    expect(errorTexts(equity({ date: '2026-11-28' }), saturday)).toEqual(['第 3 行第 2 列「净值日期」：2026-11-28 不是交易日']);
  });

  it('lets the CLI import give a money fund a weekend day (no trade date given)', () => {
    expect(check(money({ date: '2026-11-28' }), { funds }).errors).toEqual([]);
  });

  it('refuses a date before the fund was set up', () => {
    expect(errorTexts(equity({ date: '2012-01-04' }), { funds })).toEqual(['第 3 行第 2 列「净值日期」：早于基金成立日 2012-06-18']);
  });

  it('refuses a zero unit NAV', () => {
    expect(errorTexts(equity({ unitNav: '0', accNav: '1' }))).toEqual(['第 3 行第 3 列「单位净值」：必须大于 0']);
  });

  it('refuses a negative accumulated NAV', () => {
    expect(errorTexts(equity({ accNav: '-1.2' }))).toEqual(['第 3 行第 4 列「累计净值」：必须大于 0']);
  });

  it('refuses more than four decimals', () => {
    expect(errorTexts(equity({ unitNav: '1.01234' }))).toEqual(['第 3 行第 3 列「单位净值」：最多 4 位小数']);
  });

  it('refuses a value too large for the NAV columns', () => {
    expect(errorTexts(equity({ unitNav: '1000000', accNav: '1000000' }))).toEqual([
      '第 3 行第 3 列「单位净值」：数值过大（整数部分最多 6 位）',
      '第 3 行第 4 列「累计净值」：数值过大（整数部分最多 6 位）',
    ]);
  });

  it('refuses a value that is not a number', () => {
    expect(errorTexts(equity({ accNav: '1,5' }))).toEqual(['第 3 行第 4 列「累计净值」：“1,5”不是数字']);
  });

  it('requires both NAVs of a non-money fund', () => {
    expect(errorTexts(equity({ unitNav: '', accNav: undefined }))).toEqual([
      '第 3 行第 3 列「单位净值」：必须填写',
      '第 3 行第 4 列「累计净值」：必须填写',
    ]);
  });

  it('refuses an accumulated NAV below the unit NAV', () => {
    expect(errorTexts(equity({ unitNav: '1.2000', accNav: '1.1999' }))).toEqual(['第 3 行第 4 列「累计净值」：不能低于单位净值 1.2000']);
  });

  it('reports every bad field of a row at once', () => {
    expect(check(equity({ date: 'x', unitNav: '-1', accNav: '1.00001' })).errors.map((e) => e.column)).toEqual([2, 3, 4]);
  });

  it('requires the income and the 7-day yield of a money fund', () => {
    expect(errorTexts(money({ incomePer10k: '', yield7dPercent: ' ' }))).toEqual([
      '第 3 行第 5 列「万份收益」：货币基金必须填写',
      '第 3 行第 6 列「七日年化收益率（%）」：货币基金必须填写',
    ]);
  });

  it('refuses money-fund columns on another fund', () => {
    expect(errorTexts(equity({ incomePer10k: '0.5' }))).toEqual(['第 3 行第 5 列「万份收益」：非货币基金不填写万份收益']);
  });

  it('reads a money fund with empty NAV columns as 1.0000 and its yield in percent as a fraction', () => {
    expect(check(money({ yield7dPercent: '1.8520%' })).rows).toEqual([
      { line: 3, fundCode: '000372', date: DAY, unitNav: '1.0000', accNav: '1.0000', incomePer10k: '0.5123', yield7d: '0.018520' },
    ]);
  });

  it('refuses a second row for the same fund and day', () => {
    const result = checkNavEntries(
      [
        { line: 2, entry: equity() },
        { line: 5, entry: equity() },
      ],
      context,
    );
    expect(result.errors.map((e) => e.text)).toEqual(['第 5 行第 1 列「基金代码」：与第 2 行重复（000512 2026-11-24）']);
    expect(result.rows).toHaveLength(1);
  });
});

describe('NAV flags', () => {
  it('flags a day move beyond 10% without refusing the row', () => {
    const result = check(equity({ unitNav: '1.1001', accNav: '1.6001' }));
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(1);
    expect(result.flags.map((f) => f.text)).toEqual([
      '第 3 行第 3 列「单位净值」：较 2026-11-23 日涨跌幅 10.01%，超过阈值 ±10.00%，需填写原因',
    ]);
  });

  it('does not flag a move of exactly 10%', () => {
    expect(check(equity({ unitNav: '0.9000', accNav: '1.4000' })).flags).toEqual([]);
  });

  it('measures the move on the accumulated NAV, so an ex-dividend drop is not flagged', () => {
    // Dividend 0.2 per share: the unit NAV drops by it, the accumulated NAV moves only by the day's return.
    expect(check(equity({ unitNav: '0.8050', accNav: '1.5050' })).flags).toEqual([]);
  });

  it('gives QDII funds a 15% threshold', () => {
    expect(check({ fundCode: '000988', date: DAY, unitNav: '2.2800', accNav: '2.2800' }).flags).toEqual([]);
    expect(check({ fundCode: '000988', date: DAY, unitNav: '2.3200', accNav: '2.3200' }).flags[0]?.text).toContain(
      '超过 QDII 基金阈值 ±15.00%',
    );
  });

  it('does not flag a fund without a previous NAV', () => {
    expect(check(equity({ unitNav: '5.0000', accNav: '5.0000' }), { funds, tradeDate: DAY }).flags).toEqual([]);
  });

  it('flags a money fund income per 10,000 shares above 2', () => {
    expect(check(money({ incomePer10k: '2.0001' })).flags.map((f) => f.text)).toEqual([
      '第 3 行第 5 列「万份收益」：2.0001 超出常见范围 0–2 元，需填写原因',
    ]);
  });

  it('flags a negative money fund income', () => {
    expect(check(money({ incomePer10k: '-0.0100' })).flags.map((f) => f.field)).toEqual(['incomePer10k']);
  });

  it('flags a 7-day yield above 6%', () => {
    expect(check(money({ yield7dPercent: '6.5' })).flags.map((f) => f.text)).toEqual([
      '第 3 行第 6 列「七日年化收益率（%）」：6.5000% 超出常见范围 0%–6%，需填写原因',
    ]);
  });

  it('turns a flag without a reason into an error on the same cell', () => {
    const { flags } = check(equity({ unitNav: '1.2000', accNav: '1.7000' }));
    expect(unexplainedFlags(flags, {}).map((e) => [e.kind, e.text])).toEqual([
      ['error', '第 3 行第 3 列「单位净值」：较 2026-11-23 日涨跌幅 20.00%，超过阈值 ±10.00%，未填写原因'],
    ]);
    expect(unexplainedFlags(flags, { '000512': '  ' })).toHaveLength(1);
    expect(unexplainedFlags(flags, { '000512': '基金经理变更后调仓' })).toEqual([]);
  });
});
