import { TRADE_ERRORS, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { isBeforeCancelDeadline, isCancellableKind } from '@fund-direct/domain/trade';
import type { DbExecutor } from '../../db/database.ts';
import { unfreezeOrderShares } from '../ledger/ledger.public.ts';
import { findOrderById, findOwnOrderByNo, lockOrder, markCancelled, type OrderRow } from './order.repository.ts';
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
  const row = await deps.db.transaction((tx) => cancelOwnOrder(tx, customerId, orderNo, deps.now()));
  return { order: toOrderView(row, deps.now(), deps.remitAccount), replayed: false, notice: null };
}

// The withdrawal itself, in the caller's transaction: the customer's own call above, or customer service's cancel
// once a checker approves it (ops-customers' order.cancel proposal).
export async function cancelOwnOrder(tx: DbExecutor, customerId: string, orderNo: string, now: Date): Promise<OrderRow> {
  const order = await findOwnOrderByNo(tx, customerId, orderNo);
  if (!order) throw new AppError(TRADE_ERRORS.ORDER_NOT_FOUND);
  await lockOrder(tx, order.id);
  const current = await findOrderById(tx, order.id);
  if (!current || current.status !== '9' || !isCancellableKind(current.businessCode, current.instant))
    throw new AppError(TRADE_ERRORS.ORDER_NOT_CANCELLABLE);
  if (!isBeforeCancelDeadline(current.tradeDate, now)) throw new AppError(TRADE_ERRORS.CANCEL_TOO_LATE);
  await markCancelled(tx, current.id, now);
  await unfreezeOrderShares(tx, { orderId: current.id, effectiveDate: current.tradeDate, now });
  const row = await findOrderById(tx, current.id);
  if (!row) throw new AppError('INTERNAL');
  return row;
}
