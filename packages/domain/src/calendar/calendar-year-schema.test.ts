import { describe, expect, it } from 'vitest';
import { CalendarDataError, parseCalendarYear } from './calendar-year-schema.ts';
import { CALENDAR_YEARS, type CalendarYear } from './holidays-data.ts';
import { SYNTHETIC_2027 } from './synthetic-year.test-fixture.ts';

function problemsOf(input: unknown): readonly string[] {
  try {
    parseCalendarYear(input);
  } catch (error) {
    if (error instanceof CalendarDataError) return error.problems;
    throw error;
  }
  throw new Error('accepted');
}

const withHolidays = (holidays: CalendarYear['holidays']) => ({ ...SYNTHETIC_2027, holidays });

describe('one announced year as data', () => {
  it('accepts every built-in year under the same rules', () => {
    for (const year of CALENDAR_YEARS) expect(parseCalendarYear(JSON.parse(JSON.stringify(year)))).toEqual(year);
  });

  it('accepts a year whose 元旦 and a make-up day fall in the previous December', () => {
    const year = { year: 2027, holidays: [{ name: '元旦', from: '2026-12-31', to: '2027-01-02' }], makeUpWorkdays: ['2026-12-27'] };
    expect(parseCalendarYear(year)).toEqual(year);
  });

  it('names a missing field, a field of the wrong kind and a field it does not know', () => {
    const { year: _year, ...noYear } = SYNTHETIC_2027;
    expect(problemsOf(noYear)).toEqual(['year（年份）：缺少此字段']);
    expect(problemsOf({ ...SYNTHETIC_2027, makeUpWorkdays: '2027-10-09' })[0]).toMatch(/^makeUpWorkdays（调休上班日）：应为日期数组/);
    expect(problemsOf({ ...SYNTHETIC_2027, makeupWorkdays: [] })).toEqual(['不支持的字段：makeupWorkdays']);
    expect(problemsOf('2027')).toEqual(['应为对象']);
  });

  it('refuses a malformed or non-existent date on its field', () => {
    expect(problemsOf(withHolidays([{ name: '元旦', from: '2027/01/01', to: '2027-01-01' }]))).toEqual([
      'holidays[0].from（开始日期）：应为 YYYY-MM-DD 格式的日期',
    ]);
    expect(problemsOf({ ...SYNTHETIC_2027, makeUpWorkdays: ['2027-02-29'] })).toEqual(['makeUpWorkdays[0]（调休上班日）：不是存在的日期']);
  });

  it('refuses a holiday name that is not Chinese', () => {
    expect(problemsOf(withHolidays([{ name: 'New Year', from: '2027-01-01', to: '2027-01-01' }]))[0]).toMatch(
      /^holidays\[0\]\.name（名称）：应为 1 至 20 个汉字/,
    );
  });

  it('refuses a range that ends before it starts, or one implausibly long', () => {
    expect(problemsOf(withHolidays([{ name: '春节', from: '2027-02-10', to: '2027-02-06' }]))).toEqual([
      'holidays[0].to（结束日期）：不能早于开始日期 2027-02-10',
    ]);
    expect(problemsOf(withHolidays([{ name: '春节', from: '2027-02-01', to: '2027-03-01' }]))[0]).toMatch(
      /^holidays\[0\]\.to（结束日期）：假期长达 29 天/,
    );
  });

  it('refuses ranges out of order or overlapping', () => {
    const ranges = [
      { name: '国庆节', from: '2027-10-01', to: '2027-10-07' },
      { name: '中秋节', from: '2027-09-15', to: '2027-09-17' },
    ];
    expect(problemsOf(withHolidays(ranges))).toContain(
      'holidays[1].from（开始日期）：应晚于上一个假期的结束日期 2027-10-07（假期按日期先后排列，不能重叠）',
    );
  });

  it('refuses dates outside the year, except the previous December', () => {
    expect(problemsOf(withHolidays([{ name: '元旦', from: '2026-11-30', to: '2027-01-01' }]))).toEqual([
      'holidays[0].from（开始日期）：应在 2026-12-01 至 2027-12-31 之间（只有跨年的元旦可以从上一年 12 月开始）',
      'holidays[0].to（结束日期）：假期长达 33 天，超过 15 天，请核对',
    ]);
    expect(problemsOf(withHolidays([{ name: '元旦', from: '2027-12-31', to: '2028-01-02' }]))).toEqual([
      'holidays[0].to（结束日期）：应在 2027-01-01 至 2027-12-31 之间',
    ]);
    expect(problemsOf(withHolidays([{ name: '元旦', from: '2026-12-31', to: '2026-12-31' }]))).toEqual([
      'holidays[0].to（结束日期）：应在 2027-01-01 至 2027-12-31 之间',
    ]);
    expect(problemsOf({ ...SYNTHETIC_2027, makeUpWorkdays: ['2028-01-08'] })).toEqual([
      'makeUpWorkdays[0]（调休上班日）：应在 2026-12-01 至 2027-12-31 之间',
    ]);
  });

  it('refuses a make-up working day on a weekday, inside a holiday or listed twice', () => {
    expect(problemsOf({ ...SYNTHETIC_2027, makeUpWorkdays: ['2027-10-08'] })).toEqual([
      'makeUpWorkdays[0]（调休上班日）：调休上班日应为周六或周日，2027-10-08 是星期五',
    ]);
    expect(problemsOf({ ...SYNTHETIC_2027, makeUpWorkdays: ['2027-10-02'] })).toEqual([
      'makeUpWorkdays[0]（调休上班日）：调休上班日落在假期「测试长假」2027-10-01 至 2027-10-07 之内',
    ]);
    expect(problemsOf({ ...SYNTHETIC_2027, makeUpWorkdays: ['2027-10-09', '2027-10-09'] })).toEqual([
      'makeUpWorkdays[1]（调休上班日）：2027-10-09 重复',
    ]);
  });

  it('refuses an extra exchange closure on a weekend, inside a holiday or on a make-up day', () => {
    const closure = (date: string) => problemsOf({ ...SYNTHETIC_2027, exchangeClosures: [{ date, name: '春节' }] });
    expect(closure('2027-02-06')).toEqual(['exchangeClosures[0].date（日期）：交易所额外休市日应为工作日，2027-02-06 是星期六']);
    expect(closure('2027-10-04')).toEqual([
      'exchangeClosures[0].date（日期）：落在假期「测试长假」2027-10-01 至 2027-10-07 之内，无需另列',
    ]);
    expect(closure('2027-10-09')[0]).toMatch(/应为工作日/);
    expect(
      parseCalendarYear({ ...SYNTHETIC_2027, exchangeClosures: [{ date: '2027-02-05', name: '春节' }] }).exchangeClosures,
    ).toHaveLength(1);
  });

  it('names the year in the refusal', () => {
    expect(() => parseCalendarYear({ ...SYNTHETIC_2027, makeUpWorkdays: ['2027-10-08'] })).toThrow(
      /^2027 年的交易日历数据有误：\n {2}makeUpWorkdays\[0\]/,
    );
  });
});
