import { TRADE_ERRORS, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { isBeforeCancelDeadline, isCancellableKind } from '@fund-direct/domain/trade';
import { unfreezeOrderShares } from '../ledger/ledger.public.ts';
import { findOrderById, findOwnOrderByNo, lockOrder, markCancelled } from './order.repository.ts';
import { toOrderView } from './order-view.ts';
import { checkTradePassword, type TradingDeps } from './trade-context.ts';

// POST /trade/withdrawal: a pending order can be withdrawn until 15:00 of its trade date. Frozen
// shares are released; a card payment is refunded (simulated: the order's status 4 is the refund).
export async function withdrawOrder(
  deps: TradingDeps,
  customerId: string,
  orderNo: string,
  tradePassword: string,
): Promise<TradeOrderResponse> {
  await checkTradePassword(deps, customerId, tradePassword);
  const row = await deps.db.transaction(async (tx) => {
    const order = await findOwnOrderByNo(tx, customerId, orderNo);
    if (!order) throw new AppError(TRADE_ERRORS.ORDER_NOT_FOUND);
    await lockOrder(tx, order.id);
    const current = await findOrderById(tx, order.id);
    if (!current || current.status !== '9' || !isCancellableKind(current.businessCode))
      throw new AppError(TRADE_ERRORS.ORDER_NOT_CANCELLABLE);
    const now = deps.now();
    if (!isBeforeCancelDeadline(current.tradeDate, now)) throw new AppError(TRADE_ERRORS.CANCEL_TOO_LATE);
    await markCancelled(tx, current.id, now);
    await unfreezeOrderShares(tx, { orderId: current.id, effectiveDate: current.tradeDate, now });
    return findOrderById(tx, current.id);
  });
  if (!row) throw new AppError('INTERNAL');
  return { order: toOrderView(row, deps.now(), deps.remitAccount), replayed: false, notice: null };
}
