import { shanghaiDate, tradeDateFor } from '@fund-direct/domain/calendar';
import { TRADE_ERRORS, type PurchaseRequest, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { amountBusinessCode, orderDates, RECORD_CODE_OF } from '@fund-direct/domain/trade';
import { checkAmountLimits } from './amount-limits.ts';
import { quoteAmount } from './fare.service.ts';
import { insertNewOrder, placeOnce } from './order-placement.ts';
import { consumeRiskConfirmation, requireRiskMatch } from './risk-confirmation.service.ts';
import { checkTradePassword, fundOf, requireStatus, tradingCustomer, type TradingDeps } from './trade-context.ts';
import { findSignedCard } from './trading.repository.ts';
import { recordConsents } from '../consent/consent.public.ts';

// POST /trade/purchase: 020 while the fund raises, 022 once open. Card payments are debited at once
// (simulated quick payment); remittances wait for the money until T's cut-off.
export async function placePurchase(deps: TradingDeps, customerId: string, request: PurchaseRequest): Promise<TradeOrderResponse> {
  const customer = await tradingCustomer(deps, customerId, 'purchase');
  await checkTradePassword(deps, customerId, request.tradePassword);
  return placeOnce(
    deps,
    { customerId, clientRequestId: request.clientRequestId, businessCodes: ['020', '022'], fundCode: request.fundCode },
    async (tx) => {
      const now = deps.now();
      const fund = await fundOf(tx, request.fundCode);
      const businessCode = amountBusinessCode(fund.status);
      requireStatus(fund, businessCode === '020' ? 'subscribe' : 'purchase');
      const confirmationId = await requireRiskMatch(tx, customer, fund, request.riskConfirmationId, now);
      const card = request.tradeacco ? await findSignedCard(tx, customerId, request.tradeacco) : undefined;
      if (request.tradeacco && !card) throw new AppError(TRADE_ERRORS.CARD_UNUSABLE);
      if (request.paymentMethod === 'card' && !card) throw new AppError(TRADE_ERRORS.TRADE_ACCOUNT_REQUIRED);
      const tradeDate = tradeDateFor(now);
      await checkAmountLimits(tx, {
        customerId,
        fund,
        businessCode,
        amount: request.amount,
        // A remittance is not paid through the card, so the card's limits do not apply.
        card: request.paymentMethod === 'card' ? card : undefined,
        tradeDate,
        today: shanghaiDate(now),
        daily: true,
      });
      const quote = await quoteAmount(tx, fund, businessCode, request.amount, request.chargeType);
      const dates = orderDates(businessCode, tradeDate, fund.confirmDays, fund.arrivalDays);
      const orderId = await insertNewOrder(
        tx,
        {
          customerId,
          clientRequestId: request.clientRequestId,
          businessCode,
          recordCode: RECORD_CODE_OF[businessCode] as string,
          fundCode: fund.code,
          amount: quote.amount,
          chargeType: request.chargeType,
          quotedFee: quote.fee,
          quotedRate: quote.rate,
          listRate: quote.listRate,
          tradeacco: card?.tradeacco ?? null,
          paymentMethod: request.paymentMethod,
          paymentStatus: request.paymentMethod === 'card' ? 'paid' : 'awaiting',
          tradeDate,
          placedAt: now,
          riskConfirmationId: confirmationId,
          expectedConfirmDate: dates.confirmDate,
          expectedArrivalDate: null,
        },
        now,
      );
      await consumeRiskConfirmation(tx, confirmationId, orderId);
      await recordConsents(tx, customerId, request.paymentMethod === 'card' ? 'purchaseCard' : 'purchaseRemit', now, null);
      return { orderId, notice: null };
    },
  );
}
