import { isTradingDay, previousTradingDay } from '@fund-direct/domain/calendar';
import { TRADE_BUSINESS, type TradeKind } from '@fund-direct/domain/codes';
import { OPS_ORDER_KIND_LABELS, type OpsDashboardFlowDay, type OpsDashboardResponse } from '@fund-direct/domain/contracts/ops';
import { sumMoney } from '@fund-direct/domain/money';
import type { DbExecutor } from '../../db/database.ts';
import { proposalList } from '../approval/proposal.service.ts';
import { systemDate } from '../system/system.service.ts';
import { TA_STEPS } from '../ta/ta.public.ts';
import { dailyFlows, fundsWithoutNav, latestTaBatches, orderSumsPlacedOn, type OrderSumRow } from './ops-dashboard.repository.ts';

export const FLOW_DAYS = 30;
export const TA_BATCHES_SHOWN = 5;

const KIND_OF_CODE = new Map<string, TradeKind>(
  (Object.entries(TRADE_BUSINESS) as [TradeKind, readonly string[]][]).flatMap(([kind, codes]) =>
    codes.map((code) => [code, kind] as const),
  ),
);
const INFLOW_CODES = [...TRADE_BUSINESS.subscribe, ...TRADE_BUSINESS.purchase, ...TRADE_BUSINESS.fixed];

// The natural day `days` before an ISO date (UTC arithmetic on a date has no time zone to get wrong).
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// The latest trading day on or before `date`; null beyond the trading calendar's data.
export function lastTradingDayOnOrBefore(date: string): string | null {
  try {
    return isTradingDay(date) ? date : previousTradingDay(date);
  } catch {
    return null;
  }
}

// Business codes grouped into the kinds the dashboard shows, in the order of TRADE_BUSINESS; codes of no kind are left out.
export function ordersByKind(rows: readonly OrderSumRow[]): OpsDashboardResponse['ordersToday'] {
  const kinds = Object.keys(TRADE_BUSINESS) as TradeKind[];
  return kinds.flatMap((kind) => {
    const mine = rows.filter((row) => KIND_OF_CODE.get(row.businessCode) === kind);
    if (mine.length === 0) return [];
    return [
      {
        kind,
        label: OPS_ORDER_KIND_LABELS[kind],
        count: mine.reduce((total, row) => total + row.count, 0),
        amount: sumMoney(mine.map((row) => row.amount)).toFixed(2),
        shares: sumMoney(mine.map((row) => row.shares)).toFixed(2),
      },
    ];
  });
}

// Every day of the window, oldest first; a day without orders shows zeros.
export function fillFlowDays(to: string, days: number, rows: readonly OpsDashboardFlowDay[]): OpsDashboardFlowDay[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = shiftDate(to, index - days + 1);
    return byDate.get(date) ?? { date, subscriptionCount: 0, subscriptionAmount: '0', redemptionCount: 0, redemptionShares: '0' };
  });
}

export interface PendingProposals {
  pendingCount: number;
  latest: OpsDashboardResponse['proposals']['latest'];
}

export const PROPOSALS_SHOWN = 5;

// The checker's queue as the dashboard shows it: how many wait, and the latest few.
export async function pendingProposals(db: DbExecutor): Promise<PendingProposals> {
  const { list, total } = await proposalList(db, { status: 'pending', page: 1, pageSize: PROPOSALS_SHOWN });
  return {
    pendingCount: total,
    latest: list.map((item) => ({
      id: item.id,
      kind: item.kind,
      kindLabel: item.kindLabel,
      summary: item.summary,
      proposer: item.proposedBy.displayName,
      createdAt: item.proposedAt,
    })),
  };
}

export async function loadDashboard(
  db: DbExecutor,
  now: Date,
  pendingOf: (db: DbExecutor) => Promise<PendingProposals> = pendingProposals,
): Promise<OpsDashboardResponse> {
  const today = systemDate(now).date;
  const from = shiftDate(today, -(FLOW_DAYS - 1));
  const navDate = lastTradingDayOnOrBefore(today);
  const [orderSums, flows, missing, batches, proposals] = await Promise.all([
    orderSumsPlacedOn(db, today),
    dailyFlows(db, { from, to: today }, { inflow: INFLOW_CODES, redeem: TRADE_BUSINESS.redeem }),
    navDate ? fundsWithoutNav(db, navDate) : Promise.resolve([]),
    latestTaBatches(db, TA_BATCHES_SHOWN),
    pendingOf(db),
  ]);
  return {
    today,
    ordersToday: ordersByKind(orderSums),
    flows: fillFlowDays(today, FLOW_DAYS, flows),
    navMissing: { tradeDate: navDate, funds: missing },
    proposals,
    taBatches: batches.map((batch) => ({
      ...batch,
      stepsTotal: TA_STEPS.length,
      state: batch.stepsDone >= TA_STEPS.length ? ('complete' as const) : ('partial' as const),
    })),
  };
}
