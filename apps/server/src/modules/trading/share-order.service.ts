import { shanghaiDate, tradeDateFor } from '@fund-direct/domain/calendar';
import {
  TRADE_ERRORS,
  TRADE_TEXT,
  type convertRequest,
  type redemptionRequest,
  type TradeOrderResponse,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { toDecimal, toSharesString } from '@fund-direct/domain/money';
import { orderDates, RECORD_CODE_OF, redemptionShares } from '@fund-direct/domain/trade';
import type { z } from 'zod';
import type { Transaction } from '../../db/database.ts';
import { freezeShares, lockHolding } from '../ledger/ledger.public.ts';
import { lockCustomerAdvances } from './instant-advance.repository.ts';
import { takeInstantAdvance } from './instant-redemption.service.ts';
import { insertNewOrder, placeOnce, type PlaceResult } from './order-placement.ts';
import { consumeRiskConfirmation, requireRiskMatch } from './risk-confirmation.service.ts';
import { checkTradePassword, fundOf, plainAmount, requireStatus, tradingCustomer, type TradingDeps } from './trade-context.ts';
import { listConvertTargets, type FundRules } from './trading.repository.ts';
import { recordConsents } from '../consent/consent.public.ts';

type RedemptionRequest = z.infer<typeof redemptionRequest>;
type ConvertRequest = z.infer<typeof convertRequest>;

// Shares out of a holding (024 redemption, 036 conversion): checked against the holding under its row
// lock and frozen in the same transaction, so two racing orders can never sell the same shares.
async function placeShareOrder(
  tx: Transaction,
  deps: TradingDeps,
  customerId: string,
  fund: FundRules,
  request: Omit<RedemptionRequest, 'instant'> & { targetFundCode?: string; instant?: boolean },
  businessCode: '024' | '036',
): Promise<PlaceResult> {
  const now = deps.now();
  const holding = await lockHolding(tx, customerId, fund.code);
  if (!holding || !toDecimal(holding.shares).gt(0)) throw new AppError(TRADE_ERRORS.NO_HOLDING);
  const decision = redemptionShares(request.shares, holding.available, fund.minRedemptionShares, fund.minHoldingShares);
  if (!decision.ok) {
    throw decision.reason === 'insufficient'
      ? new AppError(TRADE_ERRORS.SHARES_INSUFFICIENT, TRADE_TEXT.sharesInsufficient(toSharesString(holding.available)))
      : new AppError(TRADE_ERRORS.BELOW_MIN_REDEMPTION, TRADE_TEXT.belowMinRedemption(plainAmount(fund.minRedemptionShares)));
  }
  const shares = toSharesString(decision.shares);
  const tradeDate = tradeDateFor(now);
  const dates = orderDates(businessCode, tradeDate, fund.confirmDays, fund.arrivalDays);
  const orderId = await insertNewOrder(
    tx,
    {
      customerId,
      clientRequestId: request.clientRequestId,
      businessCode,
      recordCode: RECORD_CODE_OF[businessCode] as string,
      fundCode: fund.code,
      targetFundCode: request.targetFundCode ?? null,
      shares,
      chargeType: 'A',
      // The money returns to the card the holding rides on.
      tradeacco: holding.tradeacco,
      // 快速取现 is paid whole: a large redemption never defers part of it.
      largeRedemption: request.instant ? '1' : request.largeRedemption,
      instant: request.instant ?? false,
      tradeDate,
      placedAt: now,
      expectedConfirmDate: dates.confirmDate,
      expectedArrivalDate: request.instant ? shanghaiDate(now) : dates.arrivalDate,
    },
    now,
  );
  await freezeShares(tx, { customerId, fundCode: fund.code, shares, orderId, effectiveDate: tradeDate, now });
  if (request.instant) await takeInstantAdvance(tx, { customerId, orderId, fundCode: fund.code, shares, now });
  return { orderId, notice: decision.redeemsAll ? TRADE_TEXT.redeemAllAdjusted(plainAmount(fund.minHoldingShares)) : null };
}

export async function placeRedemption(deps: TradingDeps, customerId: string, request: RedemptionRequest): Promise<TradeOrderResponse> {
  await tradingCustomer(deps, customerId, 'sell');
  await checkTradePassword(deps, customerId, request.tradePassword);
  return placeOnce(
    deps,
    { customerId, clientRequestId: request.clientRequestId, businessCodes: ['024'], fundCode: request.fundCode },
    async (tx) => {
      const fund = await fundOf(tx, request.fundCode);
      requireStatus(fund, 'redeem');
      if (request.instant) {
        if (!fund.isMoneyFund) throw new AppError(TRADE_ERRORS.INSTANT_NOT_MONEY_FUND);
        // Taken before the holding's lock, as every payout of this customer does.
        await lockCustomerAdvances(tx, customerId);
      }
      return placeShareOrder(tx, deps, customerId, fund, request, '024');
    },
  );
}

// POST /query/targetfunds: same company (every fund here is 沣泽's), convertible, open for purchase.
export async function convertTargets(deps: TradingDeps, fundCode: string): Promise<FundRules[]> {
  const source = await fundOf(deps.db, fundCode);
  if (!source.convertible) return [];
  return listConvertTargets(deps.db, source.code);
}

export async function placeConversion(deps: TradingDeps, customerId: string, request: ConvertRequest): Promise<TradeOrderResponse> {
  const customer = await tradingCustomer(deps, customerId, 'change');
  await checkTradePassword(deps, customerId, request.tradePassword);
  return placeOnce(
    deps,
    { customerId, clientRequestId: request.clientRequestId, businessCodes: ['036'], fundCode: request.fundCode },
    async (tx) => {
      const fund = await fundOf(tx, request.fundCode);
      if (!fund.convertible) throw new AppError(TRADE_ERRORS.CONVERT_NOT_ALLOWED);
      requireStatus(fund, 'convertOut');
      const targets = await listConvertTargets(tx, fund.code);
      const target = targets.find((t) => t.code === request.targetFundCode);
      if (!target) throw new AppError(TRADE_ERRORS.CONVERT_TARGET_INVALID);
      // Converting buys the target: the same suitability rule as a purchase.
      const confirmationId = await requireRiskMatch(tx, customer, target, request.riskConfirmationId, deps.now());
      const placed = await placeShareOrder(tx, deps, customerId, fund, request, '036');
      await consumeRiskConfirmation(tx, confirmationId, placed.orderId);
      await recordConsents(tx, customerId, 'conversion', deps.now(), null);
      return placed;
    },
  );
}
