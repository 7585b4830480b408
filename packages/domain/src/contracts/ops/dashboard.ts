import { z } from 'zod';
import type { TradeKind } from '../../codes/trade.ts';

// GET /api/ops/dashboard (permission dashboard.view): the console's first page. Money and shares are decimal strings.

// The order kinds of codes/trade.ts TRADE_BUSINESS (认购, 申购, 赎回, …), each with one label (转换 and 定投 have several codes).
export const OPS_ORDER_KIND_LABELS = {
  subscribe: '认购',
  purchase: '申购',
  redeem: '赎回',
  convert: '基金转换',
  fixed: '定投',
  modifyDividend: '修改分红方式',
  dividend: '分红',
} as const satisfies Record<TradeKind, string>;
export type OpsOrderKind = keyof typeof OPS_ORDER_KIND_LABELS;

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const opsDashboardOrderKind = z.object({
  kind: z.enum(Object.keys(OPS_ORDER_KIND_LABELS) as [OpsOrderKind, ...OpsOrderKind[]]),
  label: z.string(),
  count: z.number().int(),
  // Sum of the amounts ordered (认购、申购、定投); "0" for kinds that order shares.
  amount: decimal,
  // Sum of the shares ordered (赎回、转换); "0" for kinds that order an amount.
  shares: decimal,
});

export const opsDashboardFlowDay = z.object({
  date,
  // 认购、申购、定投 placed that day (not cancelled): count and amount.
  subscriptionCount: z.number().int(),
  subscriptionAmount: decimal,
  // 赎回 placed that day (not cancelled): count and shares.
  redemptionCount: z.number().int(),
  redemptionShares: decimal,
});

export const opsDashboardProposal = z.object({
  id: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  summary: z.string(),
  proposer: z.string(),
  createdAt: z.string(),
});

export const opsDashboardTaBatch = z.object({
  tradeDate: date,
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  rowsAffected: z.number().int(),
  finishedAt: z.string(),
  // complete: every step of the batch has run for that date; partial: it stopped part-way (a failed step).
  state: z.enum(['complete', 'partial']),
});

export const opsDashboardResponse = z.object({
  // The business date (Asia/Shanghai) the figures are for.
  today: date,
  ordersToday: z.array(opsDashboardOrderKind),
  // The last 30 natural days, oldest first, every day present.
  flows: z.array(opsDashboardFlowDay),
  navMissing: z.object({
    // The latest trading day on or before today; null when the trading calendar does not cover today.
    tradeDate: date.nullable(),
    funds: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  proposals: z.object({ pendingCount: z.number().int(), latest: z.array(opsDashboardProposal) }),
  taBatches: z.array(opsDashboardTaBatch),
});

export type OpsDashboardResponse = z.infer<typeof opsDashboardResponse>;
export type OpsDashboardFlowDay = z.infer<typeof opsDashboardFlowDay>;
