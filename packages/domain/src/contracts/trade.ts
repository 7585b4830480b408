import { z } from 'zod';
import { fundCodeSchema } from './fund.ts';
import {
  chargeTypeSchema,
  decimalString,
  dividendMethodSchema,
  isoDate,
  largeRedemptionSchema,
  orderBaseShape,
  paymentMethodSchema,
  quoteBusinessCodeSchema,
  tradeAmountSchema,
  tradeSharesSchema,
  tradeaccoSchema,
} from './trade-fields.ts';
import { tradePasswordSchema } from '../validate/schemas.ts';

export * from './trade-errors.ts';
export * from './trade-fields.ts';
export * from './trade-plan.ts';

// §7 Trade and Query calls of the order book: quotes, placement of every order kind,
// cancellation, remittance and the risk confirmation (regular investment: trade-plan.ts).

// ── Dates ────────────────────────────────────────────────────────────────────────────────

// GET /api/trade/workdates?fundCode&businessCode
export const workdatesQuery = z.object({ fundCode: fundCodeSchema, businessCode: quoteBusinessCodeSchema });
export const timelineStep = z.object({
  key: z.enum(['apply', 'confirm', 'income', 'arrival']),
  // 提交申请 / 份额确认 / 查看收益 / 资金到账
  title: z.string(),
  date: isoDate,
  // T日, T+1日, …
  label: z.string(),
  done: z.boolean(),
});
export type TimelineStep = z.infer<typeof timelineStep>;
export const workdatesResponse = z.object({
  // Server time (ISO) and its Shanghai date.
  now: z.string(),
  today: isoDate,
  // T for an order placed now: today before 15:00 on a trading day, else the next trading day.
  tradeDate: isoDate,
  cutoff: z.string(),
  beforeCutoff: z.boolean(),
  // Shares confirmed T+confirmDays (T+2 for QDII).
  confirmDate: isoDate,
  // The day the confirmed shares and their income show in the assets pages.
  incomeDate: isoDate,
  // Redemptions and conversions out: the day the money reaches the card; null for purchases.
  arrivalDate: isoDate.nullable(),
  timeline: z.array(timelineStep),
});

// ── Limits and quotes ─────────────────────────────────────────────────────────────────────

// GET /api/trade/limit?fundCode&businessCode&tradeacco
export const tradeLimitQuery = z.object({
  fundCode: fundCodeSchema,
  businessCode: quoteBusinessCodeSchema,
  tradeacco: tradeaccoSchema.optional(),
});
// Money limits as decimal strings; '0' means no limit (§5 无限额), with the §5 limit text beside.
const limitPair = { value: decimalString, text: z.string() };
export const tradeLimitResponse = z.object({
  fundCode: z.string(),
  businessCode: z.string(),
  fundStatus: z.string(),
  allowed: z.boolean(),
  // Why not allowed (fund status), else null.
  reason: z.string().nullable(),
  minAmount: decimalString,
  fundPerOrder: z.object(limitPair),
  fundPerDay: z.object(limitPair),
  // Today's remaining amount for the fund (null when the fund has no daily limit).
  fundDayRemaining: decimalString.nullable(),
  card: z
    .object({
      tradeacco: z.string(),
      perOrder: z.object(limitPair),
      perDay: z.object(limitPair),
      dayRemaining: decimalString.nullable(),
    })
    .nullable(),
  // The largest amount one order may carry now (null = no limit).
  maxAmount: decimalString.nullable(),
  // Share orders: the holding.
  shares: decimalString.nullable(),
  frozenShares: decimalString.nullable(),
  availableShares: decimalString.nullable(),
  minRedemptionShares: decimalString,
  minHoldingShares: decimalString,
});

// POST /api/trade/fare: amount orders quote the front-/back-end fee; share orders the
// redemption fee by holding period over the purchase lots (FIFO) at the latest NAV.
export const tradeFareRequest = z.discriminatedUnion('businessCode', [
  z.object({
    businessCode: z.enum(['020', '022', '039']),
    fundCode: fundCodeSchema,
    amount: tradeAmountSchema,
    chargeType: chargeTypeSchema.default('A'),
  }),
  z.object({ businessCode: z.literal('024'), fundCode: fundCodeSchema, shares: tradeSharesSchema }),
  z.object({
    businessCode: z.literal('036'),
    fundCode: fundCodeSchema,
    targetFundCode: fundCodeSchema,
    shares: tradeSharesSchema,
  }),
]);
export type TradeFareRequest = z.infer<typeof tradeFareRequest>;
export const redemptionLotQuote = z.object({
  acquiredDate: isoDate,
  shares: decimalString,
  holdingDays: z.number().int(),
  rate: decimalString,
  fee: decimalString,
  // Lots bought with the back-end charge (B) pay it now, at the rate of their holding years.
  chargeType: chargeTypeSchema.optional(),
  backEndRate: decimalString.nullable().optional(),
  backEndFee: decimalString.nullable().optional(),
});
export const amountFare = z.object({
  kind: z.literal('amount'),
  fundCode: z.string(),
  businessCode: z.string(),
  chargeType: chargeTypeSchema,
  amount: decimalString,
  // Rates as decimal fractions ('0.015' = 1.5%); listRate is the rate before the online discount.
  listRate: decimalString.nullable(),
  rate: decimalString.nullable(),
  // 0.1 = 一折; '1' = no discount.
  discount: decimalString,
  fixedFee: decimalString.nullable(),
  fee: decimalString,
  listFee: decimalString,
  netAmount: decimalString,
  // Back-end charge: nothing now, the rate by holding years applies when redeemed.
  backEndTiers: z.array(z.object({ minYears: z.number(), maxYears: z.number().nullable(), rate: decimalString })),
});
export const sharesFare = z.object({
  kind: z.literal('shares'),
  fundCode: z.string(),
  businessCode: z.string(),
  targetFundCode: z.string().nullable(),
  shares: decimalString,
  // The shares the order will carry: all of them when the remainder would fall below the minimum.
  orderShares: decimalString,
  redeemsAll: z.boolean(),
  nav: decimalString,
  navDate: isoDate,
  grossAmount: decimalString,
  redemptionFee: decimalString,
  // The back-end charge of the B lots taken (included in fee), as the batch will charge it.
  backEndFee: decimalString.optional(),
  // Conversion: the purchase-fee difference charged when the target's rate is higher.
  convertDiffRate: decimalString.nullable(),
  convertDiffFee: decimalString.nullable(),
  fee: decimalString,
  netAmount: decimalString,
  lots: z.array(redemptionLotQuote),
  arrivalDate: isoDate.nullable(),
});
export const tradeFareResponse = z.discriminatedUnion('kind', [amountFare, sharesFare]);
export type TradeFareResponse = z.infer<typeof tradeFareResponse>;

// ── Risk match ────────────────────────────────────────────────────────────────────────────

// GET /api/trade/warning-list?fundCode
export const warningListQuery = z.object({ fundCode: fundCodeSchema });
export const warningListResponse = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  decision: z.enum(['match', 'confirm', 'forbidden']),
  customerLevel: z.string().nullable(),
  customerLevelName: z.string().nullable(),
  productLevel: z.string(),
  productLevelName: z.string(),
  // The texts the customer must read and confirm (empty when the levels match).
  warnings: z.array(z.string()),
});

// POST /api/trade/leave-mark: records the customer's explicit confirmation.
export const leaveMarkRequest = z.object({
  fundCode: fundCodeSchema,
  confirmed: z.literal(true, { error: '请阅读风险提示并确认' }),
});
export const leaveMarkResponse = z.object({
  riskConfirmationId: z.string(),
  confirmedAt: z.string(),
  expiresAt: z.string(),
});

// ── Orders ────────────────────────────────────────────────────────────────────────────────

// §3 configuration: the company's remittance account block.
export const remitAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  bankAddress: z.string(),
  bigPaymentNo: z.string(),
});
export type RemitAccount = z.infer<typeof remitAccount>;

export const tradeOrderView = z.object({
  orderNo: z.string(),
  businessCode: z.string(),
  businessName: z.string(),
  recordCode: z.string(),
  fundCode: z.string(),
  fundName: z.string(),
  targetFundCode: z.string().nullable(),
  targetFundName: z.string().nullable(),
  amount: decimalString.nullable(),
  shares: decimalString.nullable(),
  chargeType: z.string().nullable(),
  quotedFee: decimalString.nullable(),
  dividendMethod: z.string().nullable(),
  largeRedemption: z.string().nullable(),
  tradeacco: z.string().nullable(),
  cardNoShort: z.string().nullable(),
  bankName: z.string().nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  paymentStatus: z.enum(['paid', 'awaiting', 'failed']).nullable(),
  // §4 record status: 9 pending, 1 confirmed, 0 failed, 4 cancelled.
  status: z.enum(['9', '1', '0', '4']),
  statusName: z.string(),
  failReason: z.string().nullable(),
  tradeDate: isoDate,
  placedAt: z.string(),
  expectedConfirmDate: isoDate.nullable(),
  expectedArrivalDate: isoDate.nullable(),
  // Still pending and before T's 15:00 cut-off.
  cancellable: z.boolean(),
  cancelDeadline: z.string(),
  planNo: z.string().nullable(),
  // 快速取现: paid at placing, never cancellable.
  instant: z.boolean(),
  remitAccount: remitAccount.nullable(),
  timeline: z.array(timelineStep),
});
export type TradeOrderView = z.infer<typeof tradeOrderView>;

// POST /api/trade/purchase: 020 while the fund raises, 022 when open (the server decides).
export const purchaseRequest = z
  .object({
    ...orderBaseShape,
    amount: tradeAmountSchema,
    paymentMethod: paymentMethodSchema.default('card'),
    // The card paying (card) or receiving later redemptions (remit, optional).
    tradeacco: tradeaccoSchema.optional(),
    chargeType: chargeTypeSchema.default('A'),
    riskConfirmationId: z.string().uuid('风险确认编号不正确').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod === 'card' && !value.tradeacco) ctx.addIssue({ code: 'custom', path: ['tradeacco'], message: '请选择银行卡' });
  });
export type PurchaseRequest = z.infer<typeof purchaseRequest>;

// POST /api/trade/redemption (024). A remainder below the fund's minimum holding redeems everything.
export const redemptionRequest = z.object({
  ...orderBaseShape,
  shares: tradeSharesSchema,
  largeRedemption: largeRedemptionSchema.default('1'),
  // 快速取现 (money funds only): paid to the card at once from the company's advance.
  instant: z.boolean({ error: '取现方式不正确' }).default(false),
});

// GET /api/trade/instant-room?fundCode=: what 快速取现 may still pay today, and the NAV it pays at.
export const instantRoomQuery = z.object({ fundCode: fundCodeSchema });
export const instantRoomResponse = z.object({
  customerLimit: decimalString,
  customer: decimalString,
  company: decimalString,
  available: decimalString,
  nav: decimalString,
});
export type InstantRoomResponse = z.infer<typeof instantRoomResponse>;

// POST /api/trade/convert (036). A target above the customer's risk level needs a leave mark for it.
export const convertRequest = z.object({
  ...orderBaseShape,
  targetFundCode: fundCodeSchema,
  shares: tradeSharesSchema,
  largeRedemption: largeRedemptionSchema.default('1'),
  riskConfirmationId: z.string().uuid('风险确认编号不正确').optional(),
});

// POST /api/trade/bonus (029)
export const bonusRequest = z.object({ ...orderBaseShape, dividendMethod: dividendMethodSchema });

// POST /api/trade/withdrawal: cancels a pending order before its cut-off.
export const withdrawalRequest = z.object({
  orderNo: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, '订单号不正确'),
  tradePassword: tradePasswordSchema,
});

// purchase / redemption / convert / bonus / withdrawal answer the order as it now stands.
export const tradeOrderResponse = z.object({
  order: tradeOrderView,
  // The same clientRequestId submitted again answers the first order with replayed = true.
  replayed: z.boolean(),
  // Set when the server changed the order (e.g. redeem all because of the minimum holding).
  notice: z.string().nullable(),
});
export type TradeOrderResponse = z.infer<typeof tradeOrderResponse>;

// GET /api/trade/order?orderNo: one of the customer's orders (result page).
export const tradeOrderQuery = z.object({
  orderNo: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, '订单号不正确'),
});
export const tradeOrderDetailResponse = z.object({ order: tradeOrderView });

// POST /api/query/targetfunds: funds the holding can be converted into.
export const targetFundsRequest = z.object({ fundCode: fundCodeSchema });
export const targetFundItem = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  fundType: z.string(),
  riskLevel: z.string(),
  status: z.string(),
});
export const targetFundsResponse = z.object({ list: z.array(targetFundItem) });

// GET /api/query/bonus-list: the current dividend method of each holding.
export const bonusListItem = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  shares: decimalString,
  dividendMethod: dividendMethodSchema,
  // A 029 order waiting for confirmation, with the method it asks for.
  pendingMethod: dividendMethodSchema.nullable(),
  pendingOrderNo: z.string().nullable(),
});
export const bonusListResponse = z.object({ list: z.array(bonusListItem) });

// ── Remittance ────────────────────────────────────────────────────────────────────────────

// POST /api/trade/remit-notice: the customer's orders waiting for their transfer.
export const remitNoticeRequest = z.object({});
export const remitNoticeResponse = z.object({
  account: remitAccount,
  list: z.array(tradeOrderView),
});

export type WorkdatesQuery = z.infer<typeof workdatesQuery>;
export type WorkdatesResponse = z.infer<typeof workdatesResponse>;
export type TradeLimitQuery = z.infer<typeof tradeLimitQuery>;
export type TradeLimitResponse = z.infer<typeof tradeLimitResponse>;
export type WarningListResponse = z.infer<typeof warningListResponse>;
export type LeaveMarkRequest = z.infer<typeof leaveMarkRequest>;
export type LeaveMarkResponse = z.infer<typeof leaveMarkResponse>;
export type RedemptionRequest = z.infer<typeof redemptionRequest>;
export type ConvertRequest = z.infer<typeof convertRequest>;
export type BonusRequest = z.infer<typeof bonusRequest>;
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;
export type TradeOrderDetailResponse = z.infer<typeof tradeOrderDetailResponse>;
export type TargetFundsResponse = z.infer<typeof targetFundsResponse>;
export type BonusListResponse = z.infer<typeof bonusListResponse>;
export type RemitNoticeResponse = z.infer<typeof remitNoticeResponse>;
