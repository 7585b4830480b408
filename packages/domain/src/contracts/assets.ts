import { z } from 'zod';
import { fundCodeSchema } from './fund.ts';
import { decimalString, dividendMethodSchema, isoDate } from './trade-fields.ts';
import { tradeOrderView } from './trade.ts';

// §7 Query calls of the assets area (/assets/*, /billprint). Every call is scoped to the session's
// customer; money, shares and NAVs travel as decimal strings, rates as decimal fractions
// ("0.0123" = 1.23%, the §5 percentage formatter multiplies by 100); null means "--".

const money = decimalString;

// ── Holdings (share info, first income, aggregation) ─────────────────────────────────────

export const holdingItem = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  fundType: z.string(),
  fundTypeName: z.string(),
  riskLevel: z.string(),
  isMoneyFund: z.boolean(),
  shares: money,
  // shares − frozen (frozen = shares held by pending redemptions / conversions).
  availableShares: money,
  frozenShares: money,
  nav: z.string().nullable(),
  navDate: isoDate.nullable(),
  marketValue: money,
  // What the customer paid for the shares still held (fees included), after redemptions at average cost.
  cost: money,
  holdingIncome: money,
  holdingIncomeRate: z.string().nullable(),
  // Income of the last daily-income date (see summary.incomeDate), and since the first purchase.
  yesterdayIncome: money,
  cumulativeIncome: money,
  dividendMethod: dividendMethodSchema,
  firstDate: isoDate.nullable(),
  tradeacco: z.string().nullable(),
});
export type HoldingItem = z.infer<typeof holdingItem>;

export const assetsSummary = z.object({
  // Market value of the holdings + the money of pending purchases (in transit).
  totalAssets: money,
  marketValue: money,
  inTransitAmount: money,
  yesterdayIncome: money,
  // The date the yesterday's income belongs to (the last daily-income date), null before any.
  incomeDate: isoDate.nullable(),
  holdingIncome: money,
  cumulativeIncome: money,
});
export type AssetsSummary = z.infer<typeof assetsSummary>;

export const assetSplitItem = z.object({ fundType: z.string(), fundTypeName: z.string(), marketValue: money, ratio: z.string() });

// GET /api/query/share-info?firstflag=1 → holdings with shares; firstflag=0 also keeps emptied ones.
export const shareInfoQuery = z.object({ firstflag: z.enum(['0', '1'], { error: 'firstflag 取值应为0或1' }).default('1') });
export const shareInfoResponse = z.object({ summary: assetsSummary, list: z.array(holdingItem), split: z.array(assetSplitItem) });
export type ShareInfoResponse = z.infer<typeof shareInfoResponse>;

// GET /api/query/first-income: the last income date's income, per fund and in total (header widgets).
export const firstIncomeResponse = z.object({
  incomeDate: isoDate.nullable(),
  total: money,
  list: z.array(z.object({ fundCode: z.string(), fundName: z.string(), income: money })),
});

// ── In transit ───────────────────────────────────────────────────────────────────────────

// POST /api/query/assets-in-transit { querytype: 'ALL' }: pending orders (status 9), purchases as
// amounts, redemptions and conversions as shares, with their expected confirmation / arrival dates.
export const inTransitRequest = z.object({ querytype: z.literal('ALL', { error: 'querytype 应为 ALL' }).default('ALL') });
export const inTransitItem = z.object({
  orderNo: z.string(),
  businessCode: z.string(),
  businessName: z.string(),
  fundCode: z.string(),
  fundName: z.string(),
  targetFundName: z.string().nullable(),
  amount: money.nullable(),
  shares: money.nullable(),
  tradeDate: isoDate,
  expectedConfirmDate: isoDate.nullable(),
  expectedArrivalDate: isoDate.nullable(),
  paymentStatus: z.string().nullable(),
  cancellable: z.boolean(),
});
export const inTransitResponse = z.object({ list: z.array(inTransitItem), totalAmount: money });
export type InTransitItem = z.infer<typeof inTransitItem>;

// ── To-dos and messages ──────────────────────────────────────────────────────────────────

// kind: risk_expiring | risk_expired | id_expiring | id_expired | plan_failed | remit_awaiting
export const todoItem = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  // A route path of the web app (e.g. /account/risk) the to-do is done on.
  path: z.string(),
  date: isoDate.nullable(),
});
// GET /api/trade/todo; POST /api/trade/todo { id } dismisses one until its cause changes.
export const todoResponse = z.object({ list: z.array(todoItem) });
export const todoDismissRequest = z.object({ id: z.string().trim().min(1, '请选择待办事项').max(120, '待办事项编号不正确') });
export type TodoItem = z.infer<typeof todoItem>;
export type TodoResponse = z.infer<typeof todoResponse>;

// §3 messages: kept only when state is "0" (unread) or "1" (read); "2" is deleted.
export const messageItem = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  state: z.enum(['0', '1', '2']),
  createdAt: z.string(),
  orderNo: z.string().nullable(),
});
// GET /api/query/messages; POST /api/query/messages/state { id, state: '1' | '2' }
export const messageListResponse = z.object({ list: z.array(messageItem), unread: z.number().int() });
export const messageStateRequest = z.object({
  id: z.string().trim().min(1, '请选择消息').max(120, '消息编号不正确'),
  state: z.enum(['1', '2'], { error: '消息状态不正确' }),
});
export type MessageItem = z.infer<typeof messageItem>;
export type MessageListResponse = z.infer<typeof messageListResponse>;

// POST /api/query/aggregation: the my-assets page in one call (unsigned, §7).
export const aggregationResponse = z.object({
  shareInfo: shareInfoResponse,
  inTransit: inTransitResponse,
  todo: todoResponse,
  messages: messageListResponse,
});
export type AggregationResponse = z.infer<typeof aggregationResponse>;

// ── One holding (assets_detail) ──────────────────────────────────────────────────────────

// POST /api/query/hold-period { fundCode }: the holding's lots (FIFO), each with its holding days, the
// redemption fee rate that applies today and the next lower rate with the date it starts.
export const holdPeriodRequest = z.object({ fundCode: fundCodeSchema });
export const holdLot = z.object({
  acquiredDate: isoDate,
  chargeType: z.string(),
  shares: money,
  remaining: money,
  holdingDays: z.number().int(),
  feeRate: z.string(),
  nextFeeRate: z.string().nullable(),
  nextFeeDate: isoDate.nullable(),
});
export const holdPeriodResponse = z.object({ fundCode: z.string(), fundName: z.string(), list: z.array(holdLot) });
export type HoldLot = z.infer<typeof holdLot>;

// GET /api/query/hold-time?fundCode: first purchase date and days held.
export const holdTimeQuery = z.object({ fundCode: fundCodeSchema });
export const holdTimeResponse = z.object({ fundCode: z.string(), firstDate: isoDate.nullable(), holdingDays: z.number().int() });

// GET /api/query/lock-share-list?fundCode: shares frozen by pending orders.
export const lockShareQuery = z.object({ fundCode: fundCodeSchema.optional() });
export const lockShareResponse = z.object({
  list: z.array(
    z.object({
      orderNo: z.string(),
      fundCode: z.string(),
      fundName: z.string(),
      businessName: z.string(),
      shares: money,
      tradeDate: isoDate,
    }),
  ),
});

// ── Income and trends ────────────────────────────────────────────────────────────────────

export const INCOME_PERIODS = ['1m', '3m', '6m', '1y', 'all'] as const;
export const INCOME_PERIOD_NAMES = { '1m': '近1月', '3m': '近3月', '6m': '近6月', '1y': '近1年', all: '全部' } as const;
export const incomePeriodSchema = z.enum(INCOME_PERIODS, { error: '期间取值不正确' });
export type IncomePeriod = z.infer<typeof incomePeriodSchema>;

// POST /api/query/income { period, fundCode? }: daily income (bars) of the account or of one holding.
export const incomeRequest = z.object({ period: incomePeriodSchema.default('1m'), fundCode: fundCodeSchema.optional() });
export const incomeResponse = z.object({
  list: z.array(z.object({ date: isoDate, income: money })),
  total: money,
  // Income by fund over the same period (largest first).
  byFund: z.array(z.object({ fundCode: z.string(), fundName: z.string(), income: money })),
});
export type IncomeResponse = z.infer<typeof incomeResponse>;

// POST /api/query/trend-all { period }: the account's cumulative income, income rate (cumulative
// income / money invested so far) and market value per day.
export const trendPoint = z.object({ date: isoDate, cumulativeIncome: money, incomeRate: z.string().nullable(), marketValue: money });
export const trendAllRequest = z.object({ period: incomePeriodSchema.default('3m') });
export const trendAllResponse = z.object({
  list: z.array(trendPoint),
  // Money-weighted annualised return of the whole account (XIRR, null when it has no solution).
  xirr: z.string().nullable(),
  xirrByFund: z.array(z.object({ fundCode: z.string(), fundName: z.string(), xirr: z.string().nullable() })),
});
export type TrendAllResponse = z.infer<typeof trendAllResponse>;

// POST /api/query/trend { fundCode, period }: one holding's NAV line with the customer's
// confirmed buy (purchase / subscribe / plan / convert in / reinvest) and sell points.
export const trendRequest = z.object({ fundCode: fundCodeSchema, period: incomePeriodSchema.default('1y') });
export const trendResponse = z.object({
  navs: z.array(z.object({ date: isoDate, nav: z.string() })),
  points: z.array(
    z.object({
      date: isoDate,
      side: z.enum(['buy', 'sell']),
      nav: z.string(),
      amount: money.nullable(),
      shares: money.nullable(),
      businessName: z.string(),
    }),
  ),
  income: z.array(z.object({ date: isoDate, income: money, cumulativeIncome: money })),
});
export type TrendResponse = z.infer<typeof trendResponse>;

// ── Bills ────────────────────────────────────────────────────────────────────────────────

// POST /api/query/income-bill { month: 'YYYY-MM' }: the monthly statement.
export const billMonthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM');
export const incomeBillRequest = z.object({ month: billMonthSchema });
export const billHolding = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  shares: money,
  nav: z.string().nullable(),
  navDate: isoDate.nullable(),
  marketValue: money,
});
export const billTrade = z.object({
  confirmDate: isoDate,
  orderNo: z.string().nullable(),
  recordCode: z.string(),
  businessName: z.string(),
  fundCode: z.string(),
  fundName: z.string(),
  amount: money.nullable(),
  shares: money.nullable(),
  nav: z.string().nullable(),
  fee: money,
});
export const incomeBillResponse = z.object({
  month: z.string(),
  periodStart: isoDate,
  periodEnd: isoDate,
  customer: z.object({ name: z.string(), fundAccount: z.string(), idNoMasked: z.string(), mobileMasked: z.string() }),
  opening: z.array(billHolding),
  closing: z.array(billHolding),
  trades: z.array(billTrade),
  dividends: z.array(
    z.object({
      exDate: isoDate,
      fundCode: z.string(),
      fundName: z.string(),
      method: z.string(),
      amount: money,
      reinvestShares: money.nullable(),
    }),
  ),
  totals: z.object({
    openingValue: money,
    closingValue: money,
    purchaseAmount: money,
    redemptionAmount: money,
    fees: money,
    dividendCash: money,
    income: money,
  }),
  // Months that have a statement (first holding month → last income month), newest first.
  months: z.array(z.string()),
});
export type IncomeBillResponse = z.infer<typeof incomeBillResponse>;

// ── Trade records ────────────────────────────────────────────────────────────────────────

// POST /api/query/trade-record: ds = the customer's orders (applications), dc = confirmations the
// TA produced (including dividends 74 and plan deductions), each with paging and filters.
export const tradeRecordRequest = z.object({
  kind: z.enum(['ds', 'dc'], { error: '记录类型不正确' }).default('ds'),
  // §4 record codes (01, 02, 03, 13, 90, 07, 74 …); empty = all.
  recordCodes: z
    .array(z.string().regex(/^\d{2}$/, '业务类型不正确'))
    .max(20)
    .default([]),
  status: z.enum(['9', '1', '0', '4'], { error: '状态不正确' }).optional(),
  fundCode: fundCodeSchema.optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  pageNum: z.coerce.number().int().min(1, '页码不正确').default(1),
  pageSize: z.coerce.number().int().min(1, '每页条数不正确').max(100, '每页条数不能超过100').default(10),
});
export type TradeRecordRequest = z.infer<typeof tradeRecordRequest>;
export const tradeRecordItem = z.object({
  order: tradeOrderView.nullable(),
  // Confirmed figures (null while pending or failed).
  confirmation: z
    .object({
      recordCode: z.string(),
      businessName: z.string(),
      fundCode: z.string(),
      fundName: z.string(),
      nav: z.string().nullable(),
      fee: money,
      sharesIn: money.nullable(),
      sharesOut: money.nullable(),
      amount: money.nullable(),
      confirmDate: isoDate,
      arrivalDate: isoDate.nullable(),
    })
    .nullable(),
});
export const tradeRecordResponse = z.object({
  list: z.array(tradeRecordItem),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type TradeRecordItem = z.infer<typeof tradeRecordItem>;

// POST /api/query/to-be-confirmed: the pending (status 9) orders, newest first.
export const toBeConfirmedResponse = z.object({ list: z.array(tradeOrderView) });

// ── Dividends ────────────────────────────────────────────────────────────────────────────

// GET /api/query/bonus-records?fundCode: dividends received (record code 74), newest first.
export const bonusRecordsQuery = z.object({ fundCode: fundCodeSchema.optional() });
export const bonusRecord = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  exDate: isoDate,
  payDate: isoDate,
  baseShares: money,
  cashPerShare: z.string(),
  amount: money,
  method: dividendMethodSchema,
  reinvestNav: z.string().nullable(),
  reinvestShares: money.nullable(),
});
export const bonusRecordsResponse = z.object({ list: z.array(bonusRecord) });
export type BonusRecord = z.infer<typeof bonusRecord>;
