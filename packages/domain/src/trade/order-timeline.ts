import { addTradingDays } from '../calendar/trading-days.ts';
import type { TimelineStep } from '../contracts/trade.ts';

export interface OrderDates {
  confirmDate: string;
  // The day confirmed shares and their income show.
  incomeDate: string;
  // Money out (redemptions, conversions out) reaches the card; null for money in.
  arrivalDate: string | null;
}

const MONEY_OUT = new Set(['024']);

// From T and the fund's T+n rules (confirm_days, redemption_arrival_days).
export function orderDates(businessCode: string, tradeDate: string, confirmDays: number, arrivalDays: number): OrderDates {
  const confirmDate = addTradingDays(tradeDate, confirmDays);
  return {
    confirmDate,
    incomeDate: addTradingDays(confirmDate, 1),
    arrivalDate: MONEY_OUT.has(businessCode) ? addTradingDays(tradeDate, arrivalDays) : null,
  };
}

export interface TimelineOrder {
  businessCode: string;
  tradeDate: string;
  confirmDays: number;
  arrivalDays: number;
  // §4 record status; a failed (0) or cancelled (4) order stops after the application.
  status?: string;
  // Shanghai date of now: steps on or before it are done.
  today?: string;
  // 快速取现: the China date the money was paid, before anything is confirmed.
  instantDate?: string | null;
}

const label = (n: number) => (n === 0 ? 'T日' : `T+${String(n)}日`);

// The steps a page shows under an order: 提交申请 T日 → 份额确认 T+n → 查看收益 / 资金到账.
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const { businessCode, tradeDate, confirmDays, arrivalDays } = order;
  const dates = orderDates(businessCode, tradeDate, confirmDays, arrivalDays);
  const stopped = order.status === '0' || order.status === '4';
  const done = (date: string) => !stopped && order.today !== undefined && date <= order.today;
  const steps: TimelineStep[] = [{ key: 'apply', title: '提交申请', date: tradeDate, label: label(0), done: true }];
  if (order.instantDate) {
    steps.push({ key: 'arrival', title: '资金到账', date: order.instantDate, label: '实时', done: true });
    steps.push({ key: 'confirm', title: '份额确认', date: dates.confirmDate, label: label(confirmDays), done: done(dates.confirmDate) });
    return steps;
  }
  if (businessCode === '029') {
    steps.push({ key: 'confirm', title: '变更确认', date: dates.confirmDate, label: label(confirmDays), done: done(dates.confirmDate) });
    return steps;
  }
  steps.push({ key: 'confirm', title: '份额确认', date: dates.confirmDate, label: label(confirmDays), done: done(dates.confirmDate) });
  if (dates.arrivalDate) {
    steps.push({ key: 'arrival', title: '资金到账', date: dates.arrivalDate, label: label(arrivalDays), done: done(dates.arrivalDate) });
  } else {
    steps.push({ key: 'income', title: '查看收益', date: dates.incomeDate, label: label(confirmDays + 1), done: done(dates.incomeDate) });
  }
  return steps;
}
