import { FUND_TYPES, TRADE_BUSINESS_CODES, type FundTypeCode, type TradeBusinessCode } from '@fund-direct/domain/codes';
import type {
  AssetsSummary,
  HoldingItem,
  InTransitItem,
  ShareInfoResponse,
  firstIncomeResponse,
  holdTimeResponse,
  inTransitResponse,
  lockShareResponse,
} from '@fund-direct/domain/contracts';
import { MoneyDecimal, isPositive, sumMoney, toDecimal, toMoneyString } from '@fund-direct/domain/money';
import { holdingDays, isBeforeCancelDeadline, isCancellableKind, orderDates } from '@fund-direct/domain/trade';
import type { z } from 'zod';
import { AMOUNT_ORDER_CODES } from '../ta/ta-sql.public.ts';
import { todayOf, type AssetsDeps } from './assets-deps.ts';
import { holdingsAndPending } from './aggregation.repository.ts';
import {
  RATE_PLACES,
  holdingStart,
  lastDayIncome,
  pendingOrders,
  type HoldingFigures,
  type PendingOrderRow,
} from './holdings.repository.ts';

function rateOf(numerator: MoneyDecimal, denominator: MoneyDecimal): string | null {
  if (denominator.isZero()) return null;
  return numerator.div(denominator).toDecimalPlaces(RATE_PLACES, MoneyDecimal.ROUND_HALF_UP).toFixed(RATE_PLACES);
}

const businessName = (code: string) => TRADE_BUSINESS_CODES[code as TradeBusinessCode] ?? code;
const fundTypeName = (code: string) => FUND_TYPES[code as FundTypeCode] ?? FUND_TYPES['15'];
const isAmountOrder = (code: string) => (AMOUNT_ORDER_CODES as readonly string[]).includes(code);

function toHoldingItem(row: HoldingFigures): HoldingItem {
  return {
    fundCode: row.fundCode,
    fundName: row.fundName,
    fundType: row.fundType,
    fundTypeName: fundTypeName(row.fundType),
    riskLevel: row.riskLevel,
    isMoneyFund: row.isMoneyFund,
    shares: row.shares,
    availableShares: row.available,
    frozenShares: row.frozen,
    nav: row.nav,
    navDate: row.navDate,
    marketValue: row.marketValue,
    cost: row.cost,
    holdingIncome: row.holdingIncome,
    holdingIncomeRate: row.holdingIncomeRate,
    yesterdayIncome: row.yesterdayIncome,
    cumulativeIncome: row.cumulativeIncome,
    dividendMethod: row.dividendMethod,
    firstDate: row.firstDate,
    tradeacco: row.tradeacco,
  };
}

// The money of pending purchases that has left the customer (a remittance still awaited has not).
function inTransitAmount(rows: readonly PendingOrderRow[]): MoneyDecimal {
  return sumMoney(
    rows.filter((r) => isAmountOrder(r.businessCode) && r.amount !== null && r.paymentStatus !== 'awaiting').map((r) => r.amount as string),
  );
}

// The held market value by fund type (the totals come with the rows), largest first.
function splitByFundType(figures: readonly HoldingFigures[], heldMarketValue: string): ShareInfoResponse['split'] {
  const byType = new Map<string, string>();
  for (const row of figures) if (isPositive(row.shares)) byType.set(row.fundType, row.typeMarketValue);
  return splitFrom(byType.entries(), heldMarketValue);
}

// Each fund type's held market value, given in the order the types first appear among the held holdings (the order
// ties keep), as the split: largest first, with its share of the held market value.
export function splitFrom(types: Iterable<[string, string]>, heldMarketValue: string): ShareInfoResponse['split'] {
  const total = toDecimal(heldMarketValue);
  return [...types]
    .map(([fundType, value]) => ({
      fundType,
      fundTypeName: fundTypeName(fundType),
      marketValue: value,
      ratio: rateOf(toDecimal(value), total) ?? '0.0000',
    }))
    .sort((a, b) => toDecimal(b.marketValue).comparedTo(a.marketValue));
}

const NO_TOTALS: HoldingFigures['totals'] = {
  marketValue: '0.00',
  yesterdayIncome: '0.00',
  holdingIncome: '0.00',
  heldMarketValue: '0.00',
  cumulativeIncome: '0.00',
};

function allHoldingsShareInfoFrom(figures: readonly HoldingFigures[], pending: readonly PendingOrderRow[]): ShareInfoResponse {
  const totals = figures[0]?.totals ?? NO_TOTALS;
  return {
    summary: summaryFrom(totals, figures[0]?.incomeDate ?? null, pending),
    list: figures.map(toHoldingItem),
    split: splitByFundType(figures, totals.heldMarketValue),
  };
}

// The summary of the holdings' totals (null without holdings) and the money of the pending orders.
export function summaryFrom(
  totals: HoldingFigures['totals'] | null,
  incomeDate: string | null,
  pending: readonly PendingOrderRow[],
): AssetsSummary {
  const sums = totals ?? NO_TOTALS;
  const transit = inTransitAmount(pending);
  return {
    totalAssets: toMoneyString(toDecimal(sums.marketValue).plus(transit)),
    marketValue: sums.marketValue,
    inTransitAmount: toMoneyString(transit),
    yesterdayIncome: sums.yesterdayIncome,
    incomeDate,
    holdingIncome: sums.holdingIncome,
    // Emptied holdings keep the income they made.
    cumulativeIncome: sums.cumulativeIncome,
  };
}

// GET /query/share-info?firstflag=0: every holding, emptied ones included (the held ones: aggregation.service.ts).
export async function allHoldingsShareInfo(deps: AssetsDeps, customerId: string): Promise<ShareInfoResponse> {
  const { figures, pending } = await holdingsAndPending(deps.db, customerId, todayOf(deps));
  return allHoldingsShareInfoFrom(figures, pending);
}

// GET /query/first-income
export async function firstIncome(deps: AssetsDeps, customerId: string): Promise<z.infer<typeof firstIncomeResponse>> {
  const rows = await lastDayIncome(deps.db, customerId);
  return {
    incomeDate: rows[0]?.incomeDate ?? null,
    total: toMoneyString(sumMoney(rows.map((r) => r.income))),
    list: rows.map((r) => ({ fundCode: r.fundCode, fundName: r.fundName, income: toMoneyString(r.income) })),
  };
}

// Purchases travel as amounts, redemptions and conversions as shares; the dates are those the
// customer was told when placing (T+n of the fund's rules for orders the batch made, e.g. plan deductions).
function toInTransitItem(row: PendingOrderRow, now: Date): InTransitItem {
  const dates = orderDates(row.businessCode, row.tradeDate, row.confirmDays, row.arrivalDays);
  const amountOrder = isAmountOrder(row.businessCode);
  return {
    orderNo: row.orderNo,
    businessCode: row.businessCode,
    businessName: businessName(row.businessCode),
    fundCode: row.fundCode,
    fundName: row.fundName,
    targetFundName: row.targetFundName,
    amount: amountOrder ? row.amount : null,
    shares: amountOrder ? null : row.shares,
    tradeDate: row.tradeDate,
    expectedConfirmDate: row.expectedConfirmDate ?? dates.confirmDate,
    expectedArrivalDate: row.expectedArrivalDate ?? dates.arrivalDate,
    paymentStatus: row.paymentStatus,
    cancellable: isCancellableKind(row.businessCode, row.instant) && isBeforeCancelDeadline(row.tradeDate, now),
  };
}

export function inTransitFrom(rows: readonly PendingOrderRow[], now: Date): z.infer<typeof inTransitResponse> {
  return { list: rows.map((row) => toInTransitItem(row, now)), totalAmount: toMoneyString(inTransitAmount(rows)) };
}

// POST /query/assets-in-transit
export async function assetsInTransit(deps: AssetsDeps, customerId: string): Promise<z.infer<typeof inTransitResponse>> {
  return inTransitFrom(await pendingOrders(deps.db, customerId), deps.now());
}

// GET /query/lock-share-list: the shares pending redemptions and conversions hold frozen.
export async function lockShares(deps: AssetsDeps, customerId: string, fundCode?: string): Promise<z.infer<typeof lockShareResponse>> {
  const rows = await pendingOrders(deps.db, customerId, { sharesOnly: true, ...(fundCode ? { fundCode } : {}) });
  return {
    list: rows.map((r) => ({
      orderNo: r.orderNo,
      fundCode: r.fundCode,
      fundName: r.fundName,
      businessName: businessName(r.businessCode),
      shares: r.shares ?? '0.00',
      tradeDate: r.tradeDate,
    })),
  };
}

// GET /query/hold-time: days held since the first purchase, while shares are held.
export async function holdTime(deps: AssetsDeps, customerId: string, fundCode: string): Promise<z.infer<typeof holdTimeResponse>> {
  const start = await holdingStart(deps.db, customerId, fundCode);
  if (!start?.firstDate || !isPositive(start.shares)) return { fundCode, firstDate: null, holdingDays: 0 };
  return { fundCode, firstDate: start.firstDate, holdingDays: Math.max(0, holdingDays(start.firstDate, todayOf(deps))) };
}
