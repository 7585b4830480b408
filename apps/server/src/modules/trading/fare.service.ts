import { shanghaiDate, tradeDateFor } from '@fund-direct/domain/calendar';
import { TRADE_ERRORS, TRADE_TEXT, type TradeFareRequest, type TradeFareResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import {
  MoneyDecimal,
  amountTierOf,
  backEndFee,
  backEndRate,
  quotePurchase,
  roundFen,
  tierForHoldingDays,
  toDecimal,
  toMoneyString,
  toSharesString,
  type AmountTier,
  type YearTier,
} from '@fund-direct/domain/money';
import { holdingDays, orderDates, redemptionShares } from '@fund-direct/domain/trade';
import type { DbExecutor } from '../../db/database.ts';
import { openLotsForFees, type FeeLot } from '../ledger/ledger.public.ts';
import { fundOf, plainAmount, type TradingDeps } from './trade-context.ts';
import { feeTiers, findHolding, latestNav, redemptionTiers, type FeeTierRow, type FundRules } from './trading.repository.ts';

function amountTiers(rows: readonly FeeTierRow[], kind: 'subscription' | 'purchase'): AmountTier[] {
  return rows.filter((r) => r.kind === kind).map(amountTierOf);
}

// back_end tiers hold years in min_amount/max_amount.
function backEndYearTiers(rows: readonly FeeTierRow[]): YearTier[] {
  return rows.filter((r) => r.kind === 'back_end').map((r) => ({ minYears: r.min, maxYears: r.max, rate: r.rate ?? '0' }));
}

const rateText = (value: MoneyDecimal | undefined) => (value === undefined ? null : value.toString());

export interface AmountQuote {
  chargeType: 'A' | 'B';
  fee: string;
  rate: string | null;
  listRate: string | null;
}

// The fee an amount order pays now: front-end (A) from the tier of its amount with the online
// discount; back-end (B) nothing now, the holding-years rate when the shares are redeemed.
export async function quoteAmount(
  db: DbExecutor,
  fund: FundRules,
  businessCode: string,
  amount: string,
  chargeType: 'A' | 'B',
): Promise<Extract<TradeFareResponse, { kind: 'amount' }>> {
  if (!fund.chargeTypes.includes(chargeType)) throw new AppError(TRADE_ERRORS.CHARGE_TYPE_UNSUPPORTED);
  const rows = await feeTiers(db, fund.code);
  const backEndTiers = rows
    .filter((r) => r.kind === 'back_end')
    .map((r) => ({ minYears: Number(r.min), maxYears: r.max === null ? null : Number(r.max), rate: toDecimal(r.rate ?? '0').toString() }));
  const base = { kind: 'amount' as const, fundCode: fund.code, businessCode, chargeType, backEndTiers };
  if (chargeType === 'B') {
    const gross = toMoneyString(amount);
    return {
      ...base,
      amount: gross,
      listRate: null,
      rate: null,
      discount: '1',
      fixedFee: null,
      fee: '0.00',
      listFee: '0.00',
      netAmount: gross,
    };
  }
  const quote = quotePurchase(amount, amountTiers(rows, businessCode === '020' ? 'subscription' : 'purchase'), fund.discount);
  return {
    ...base,
    amount: toMoneyString(quote.amount),
    listRate: rateText(quote.listRate),
    rate: rateText(quote.rate),
    discount: quote.fixedFee ? '1' : toDecimal(fund.discount).toString(),
    fixedFee: quote.fixedFee ? toMoneyString(quote.fixedFee) : null,
    fee: toMoneyString(quote.fee),
    listFee: toMoneyString(quote.listFee),
    netAmount: toMoneyString(quote.net),
  };
}

// Redemption fee by holding period over the FIFO lots: shares already frozen by pending orders
// come out of the oldest lots first; each lot's fee is round(round(shares × NAV) × rate), as the batch does.
// Lots bought with the back-end charge (B) add backEndFee at the rate of their holding years, on the
// NAV they were bought at, also as the batch does (ta/steps/share-orders-sql.ts).
export async function quoteShares(
  db: DbExecutor,
  customerId: string,
  fund: FundRules,
  request: { businessCode: '024' | '036'; shares: string; targetFundCode?: string },
  now: Date,
): Promise<Extract<TradeFareResponse, { kind: 'shares' }>> {
  const holding = await findHolding(db, customerId, fund.code);
  if (!holding || !toDecimal(holding.shares).gt(0)) throw new AppError(TRADE_ERRORS.NO_HOLDING);
  const decision = redemptionShares(request.shares, holding.available, fund.minRedemptionShares, fund.minHoldingShares);
  if (!decision.ok) {
    throw decision.reason === 'insufficient'
      ? new AppError(TRADE_ERRORS.SHARES_INSUFFICIENT, TRADE_TEXT.sharesInsufficient(toSharesString(holding.available)))
      : new AppError(TRADE_ERRORS.BELOW_MIN_REDEMPTION, TRADE_TEXT.belowMinRedemption(plainAmount(fund.minRedemptionShares)));
  }
  const tradeDate = tradeDateFor(now);
  const priced = await latestNav(db, fund.code, shanghaiDate(now));
  if (!priced) throw new AppError(TRADE_ERRORS.NAV_MISSING);
  const [lots, tiers, feeRows] = await Promise.all([
    openLotsForFees(db, customerId, fund.code),
    redemptionTiers(db, fund.code),
    feeTiers(db, fund.code),
  ]);
  const yearTiers = backEndYearTiers(feeRows);
  let skip = toDecimal(holding.frozen);
  let left = decision.shares;
  const quoted: Extract<TradeFareResponse, { kind: 'shares' }>['lots'] = [];
  let fee = new MoneyDecimal(0);
  let backEnd = new MoneyDecimal(0);
  const take = (lot: Pick<FeeLot, 'acquiredDate' | 'chargeType' | 'boughtNav'>, shares: MoneyDecimal) => {
    const { acquiredDate } = lot;
    const days = Math.max(0, holdingDays(acquiredDate, tradeDate));
    const rate = toDecimal(
      tierForHoldingDays(
        tiers.map((t) => ({ ...t, maxDays: t.maxDays ?? undefined })),
        days,
      )?.rate ?? '0',
    );
    const lotFee = roundFen(roundFen(shares.times(priced.nav)).times(rate));
    fee = fee.plus(lotFee);
    const lotBackEndRate = lot.chargeType === 'B' ? backEndRate(yearTiers, days) : null;
    const lotBackEndFee = lotBackEndRate !== null ? backEndFee(shares, lot.boughtNav ?? priced.nav, lotBackEndRate) : null;
    if (lotBackEndFee !== null) backEnd = backEnd.plus(lotBackEndFee);
    quoted.push({
      acquiredDate,
      shares: toSharesString(shares),
      holdingDays: days,
      rate: rate.toString(),
      fee: toMoneyString(lotFee),
      chargeType: lot.chargeType,
      backEndRate: lotBackEndRate !== null ? lotBackEndRate.toString() : null,
      backEndFee: lotBackEndFee !== null ? toMoneyString(lotBackEndFee) : null,
    });
  };
  for (const lot of lots) {
    if (left.isZero()) break;
    let remaining = toDecimal(lot.remaining);
    const skipped = MoneyDecimal.min(skip, remaining);
    skip = skip.minus(skipped);
    remaining = remaining.minus(skipped);
    if (remaining.isZero()) continue;
    const taken = MoneyDecimal.min(remaining, left);
    left = left.minus(taken);
    take(lot, taken);
  }
  // Shares without a lot (none should exist) are charged as if bought on T: the highest rate.
  if (!left.isZero()) take({ acquiredDate: tradeDate, chargeType: 'A', boughtNav: null }, left);
  const gross = roundFen(decision.shares.times(priced.nav));
  const total = fee.plus(backEnd);
  const dates = orderDates(request.businessCode, tradeDate, fund.confirmDays, fund.arrivalDays);
  return {
    kind: 'shares',
    fundCode: fund.code,
    businessCode: request.businessCode,
    targetFundCode: request.targetFundCode ?? null,
    shares: toSharesString(request.shares),
    orderShares: toSharesString(decision.shares),
    redeemsAll: decision.redeemsAll,
    nav: priced.nav,
    navDate: priced.navDate,
    grossAmount: toMoneyString(gross),
    redemptionFee: toMoneyString(fee),
    backEndFee: toMoneyString(backEnd),
    // The conversion fee is the source's redemption fee (no purchase-fee difference is charged).
    convertDiffRate: null,
    convertDiffFee: null,
    fee: toMoneyString(total),
    netAmount: toMoneyString(gross.minus(total)),
    lots: quoted,
    arrivalDate: dates.arrivalDate,
  };
}

export async function tradeFare(deps: TradingDeps, customerId: string, request: TradeFareRequest): Promise<TradeFareResponse> {
  const fund = await fundOf(deps.db, request.fundCode);
  if (request.businessCode === '024' || request.businessCode === '036') {
    return quoteShares(deps.db, customerId, fund, request, deps.now());
  }
  return quoteAmount(deps.db, fund, request.businessCode, request.amount, request.chargeType);
}
