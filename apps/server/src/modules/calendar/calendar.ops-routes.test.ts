import { isTradingDay, resetCalendarYearsForTests } from '@fund-direct/domain/calendar';
import type { CalendarPreviewResponse, CalendarYearResponse } from '@fund-direct/domain/contracts/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { listStoredCalendarYears } from './trading-calendar.repository.ts';

// TEST FIXTURE: an invented 2027 (the State Council has not announced it); never shipped or stored outside tests.
const SYNTHETIC_2027 = {
  year: 2027,
  holidays: [
    { name: '测试元旦', from: '2027-01-01', to: '2027-01-03' },
    { name: '测试长假', from: '2027-10-01', to: '2027-10-07' },
  ],
  makeUpWorkdays: ['2027-10-09'],
};

const clock = new Date('2026-12-01T02:00:00Z');
let t: TestApp;

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}
const body = <T>(response: { body: string }) => JSON.parse(response.body) as Envelope<T>;
const upload = (url: string, content: unknown, extra: Record<string, unknown> = {}) =>
  opsInject(t.app, 'maker', {
    method: 'POST',
    url,
    payload: { text: typeof content === 'string' ? content : JSON.stringify(content, null, 2), ...extra },
  });
const preview = async (content: unknown) => body<CalendarPreviewResponse>(await upload('/api/ops/calendar/preview', content)).data;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
}, 240_000);

afterAll(async () => {
  resetCalendarYearsForTests();
  await t.close();
});

describe('POST /api/ops/calendar/preview', () => {
  it('names every refused field of the year, and writes nothing', async () => {
    const result = await preview({
      year: 2027,
      holidays: [{ name: '元旦', from: '2027-01-01', to: '2026-12-30' }],
      makeUpWorkdays: ['2027-13-01'],
      notes: 'x',
    });
    expect(result.valid).toBe(false);
    expect(result.summary).toBeNull();
    expect(result.errors).toContainEqual({ field: 'makeUpWorkdays[0]', label: '调休上班日', message: '不是存在的日期' });
    expect(result.errors).toContainEqual({ field: '', label: '', message: '不支持的字段：notes' });
    expect(await listStoredCalendarYears(t.database.db)).toEqual([]);
  });

  it('names a rule across fields on the field it concerns', async () => {
    const result = await preview({ ...SYNTHETIC_2027, makeUpWorkdays: ['2027-10-04'] });
    expect(result.errors).toEqual([
      { field: 'makeUpWorkdays[0]', label: '调休上班日', message: '调休上班日应为周六或周日，2027-10-04 是星期一' },
      { field: 'makeUpWorkdays[0]', label: '调休上班日', message: '调休上班日落在假期「测试长假」2027-10-01 至 2027-10-07 之内' },
    ]);
  });

  it('gives the line and column of a JSON syntax error', async () => {
    const result = await preview('{\n  "year": 2027,\n  "holidays": [,]\n}');
    expect(result.errors).toEqual([{ field: '', label: '文件', message: '文件第 3 行第 16 列：此处应为一个值，却是「,」' }]);
  });

  it('refuses a year that does not follow the calendar, on the year field', async () => {
    const result = await preview({
      ...SYNTHETIC_2027,
      year: 2029,
      holidays: [{ name: '元旦', from: '2029-01-01', to: '2029-01-01' }],
      makeUpWorkdays: [],
    });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ field: 'year', label: '年份' });
    expect(result.errors[0]?.message).toContain('下一个应为 2027 年');
  });

  it('summarises a valid year: trading days, holidays, make-up days', async () => {
    const result = await preview(SYNTHETIC_2027);
    expect(result.valid).toBe(true);
    expect(result.summary).toMatchObject({
      year: 2027,
      outcome: 'added',
      makeUpWorkdays: ['2027-10-09'],
      holidays: [
        { name: '测试元旦', days: 3, closedWeekdays: 1 },
        { name: '测试长假', days: 7, closedWeekdays: 5 },
      ],
    });
    // 2027 has 261 weekdays; the two holidays close 6 of them.
    expect(result.summary?.tradingDays).toBe(255);
  });
});

describe('POST /api/ops/calendar/propose', () => {
  it('refuses bad data with the first refused field in the message', async () => {
    const response = await upload('/api/ops/calendar/propose', { ...SYNTHETIC_2027, makeUpWorkdays: ['2027-13-01'] });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: '1001', msg: 'makeUpWorkdays[0]（调休上班日）：不是存在的日期' });
  });

  it('installs the year only once the checker approves', async () => {
    const response = await upload('/api/ops/calendar/propose', SYNTHETIC_2027, { source: '国办发明电〔2026〕9号' });
    expect(response.statusCode).toBe(200);
    const { id } = body<{ id: string }>(response).data;
    const notYet = await opsInject(t.app, 'checker', { url: '/api/ops/calendar', query: { year: '2027' } });
    expect(notYet.statusCode).toBe(400);
    expect(body(notYet).msg).toContain('不含 2027 年');
    expect(await listStoredCalendarYears(t.database.db)).toEqual([]);

    expect((await opsInject(t.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${id}/approve` })).statusCode).toBe(200);
    const proposal = body<{ status: string }>(await opsInject(t.app, 'checker', { url: `/api/ops/proposals/${id}` })).data;
    expect(proposal.status).toBe('approved');
    expect(isTradingDay('2027-01-04')).toBe(true);
    const stored = await listStoredCalendarYears(t.database.db);
    expect(stored.map((row) => [row.year, row.source])).toEqual([[2027, '国办发明电〔2026〕9号']]);

    const year = body<CalendarYearResponse>(await opsInject(t.app, 'auditor', { url: '/api/ops/calendar', query: { year: '2027' } })).data;
    expect(year).toMatchObject({ year: 2027, origin: 'imported', source: '国办发明电〔2026〕9号', tradingDays: 255, lastYear: 2027 });
    expect(year.days).toHaveLength(365);
    expect(year.days[0]).toEqual({ date: '2027-01-01', weekday: 5, trading: false, holiday: '测试元旦', makeUpWorkday: false });
    expect(year.days.find((day) => day.date === '2027-10-09')).toMatchObject({ trading: false, makeUpWorkday: true });
  });

  it('a year already imported with the same data is not proposed again', async () => {
    const response = await upload('/api/ops/calendar/propose', SYNTHETIC_2027);
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toContain('无需提交');
  });
});

describe('GET /api/ops/calendar', () => {
  it('answers the current year without a year, built in', async () => {
    const response = await opsInject(t.app, 'maker', { url: '/api/ops/calendar' });
    expect(body<CalendarYearResponse>(response).data).toMatchObject({ year: 2026, origin: 'built-in', source: null });
  });

  it('is not for a role without fund.view (内容运营)', async () => {
    expect((await opsInject(t.app, 'content', { url: '/api/ops/calendar' })).statusCode).toBe(403);
  });
});
