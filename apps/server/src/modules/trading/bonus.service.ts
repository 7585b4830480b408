import { tradeDateFor } from '@fund-direct/domain/calendar';
import { TRADE_ERRORS, type bonusListResponse, type bonusRequest, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { toDecimal } from '@fund-direct/domain/money';
import { orderDates, RECORD_CODE_OF } from '@fund-direct/domain/trade';
import type { z } from 'zod';
import { lockHolding } from '../ledger/ledger.public.ts';
import { listDividendMethods } from './bonus.repository.ts';
import { pendingDividendChange } from './order.repository.ts';
import { insertNewOrder, placeOnce } from './order-placement.ts';
import { checkTradePassword, fundOf, requireStatus, tradingCustomer, type TradingDeps } from './trade-context.ts';

// POST /trade/bonus (029): one pending change per holding; the batch applies it on confirmation.
export async function placeBonusChange(
  deps: TradingDeps,
  customerId: string,
  request: z.infer<typeof bonusRequest>,
): Promise<TradeOrderResponse> {
  await tradingCustomer(deps, customerId, 'dividend');
  await checkTradePassword(deps, customerId, request.tradePassword);
  return placeOnce(
    deps,
    { customerId, clientRequestId: request.clientRequestId, businessCodes: ['029'], fundCode: request.fundCode },
    async (tx) => {
      const now = deps.now();
      const fund = await fundOf(tx, request.fundCode);
      requireStatus(fund, 'dividend');
      const holding = await lockHolding(tx, customerId, fund.code);
      if (!holding || !toDecimal(holding.shares).gt(0)) throw new AppError(TRADE_ERRORS.NO_HOLDING);
      if (await pendingDividendChange(tx, customerId, fund.code)) throw new AppError(TRADE_ERRORS.DIVIDEND_PENDING);
      if (holding.dividendMethod === request.dividendMethod) throw new AppError(TRADE_ERRORS.DIVIDEND_SAME);
      const tradeDate = tradeDateFor(now);
      const dates = orderDates('029', tradeDate, fund.confirmDays, fund.arrivalDays);
      const orderId = await insertNewOrder(
        tx,
        {
          customerId,
          clientRequestId: request.clientRequestId,
          businessCode: '029',
          recordCode: RECORD_CODE_OF['029'] as string,
          fundCode: fund.code,
          dividendMethod: request.dividendMethod,
          tradeacco: holding.tradeacco,
          tradeDate,
          placedAt: now,
          expectedConfirmDate: dates.confirmDate,
          expectedArrivalDate: null,
        },
        now,
      );
      return { orderId, notice: null };
    },
  );
}

// GET /query/bonus-list: each holding's dividend method and any change waiting for the batch.
export async function bonusList(deps: TradingDeps, customerId: string): Promise<z.infer<typeof bonusListResponse>> {
  return { list: await listDividendMethods(deps.db, customerId) };
}
