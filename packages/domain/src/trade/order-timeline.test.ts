import { describe, expect, it } from 'vitest';
import { orderDates, orderTimeline } from './order-timeline.ts';

describe('orderDates', () => {
  it('a purchase on the Friday before National Day confirms after the holiday', () => {
    expect(orderDates('022', '2026-09-30', 1, 3)).toEqual({ confirmDate: '2026-10-08', incomeDate: '2026-10-09', arrivalDate: null });
  });

  it('a QDII purchase confirms T+2', () => {
    expect(orderDates('022', '2026-11-19', 2, 3).confirmDate).toBe('2026-11-23');
  });

  it('a redemption has an arrival date T+n', () => {
    expect(orderDates('024', '2026-11-20', 1, 3).arrivalDate).toBe('2026-11-25');
  });
});

describe('orderTimeline', () => {
  it('a purchase shows application, confirmation and income with T labels', () => {
    expect(
      orderTimeline({ businessCode: '022', tradeDate: '2026-11-20', confirmDays: 1, arrivalDays: 3, status: '9', today: '2026-11-20' }),
    ).toEqual([
      { key: 'apply', title: '提交申请', date: '2026-11-20', label: 'T日', done: true },
      { key: 'confirm', title: '份额确认', date: '2026-11-23', label: 'T+1日', done: false },
      { key: 'income', title: '查看收益', date: '2026-11-24', label: 'T+2日', done: false },
    ]);
  });

  it('a redemption ends with the money arriving', () => {
    const steps = orderTimeline({ businessCode: '024', tradeDate: '2026-11-20', confirmDays: 1, arrivalDays: 3, today: '2026-11-24' });
    expect(steps.map((s) => [s.title, s.label, s.done])).toEqual([
      ['提交申请', 'T日', true],
      ['份额确认', 'T+1日', true],
      ['资金到账', 'T+3日', false],
    ]);
  });

  it('a 快速取现 redemption shows the money arrived at once, before the shares are confirmed', () => {
    const steps = orderTimeline({
      businessCode: '024',
      tradeDate: '2026-11-23',
      confirmDays: 1,
      arrivalDays: 1,
      today: '2026-11-21',
      instantDate: '2026-11-21',
    });
    expect(steps.map((s) => [s.title, s.date, s.label, s.done])).toEqual([
      ['提交申请', '2026-11-23', 'T日', true],
      ['资金到账', '2026-11-21', '实时', true],
      ['份额确认', '2026-11-24', 'T+1日', false],
    ]);
  });

  it('a cancelled order marks nothing after the application as done', () => {
    const steps = orderTimeline({
      businessCode: '022',
      tradeDate: '2026-11-02',
      confirmDays: 1,
      arrivalDays: 3,
      status: '4',
      today: '2026-11-20',
    });
    expect(steps.map((s) => s.done)).toEqual([true, false, false]);
  });
});
