import { shanghaiDate } from '@fund-direct/domain/calendar';
import { TRADE_ERRORS, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import type { DbExecutor, Transaction } from '../../db/database.ts';
import { findOrderById, findOrderByRequest, insertOrder, type NewOrder, type OrderRow } from './order.repository.ts';
import { toOrderView } from './order-view.ts';
import type { TradingDeps } from './trade-context.ts';
import { lockCustomer, nextOrderSeq } from './trading.repository.ts';

// Order numbers: the Shanghai date the order was placed and a 10-digit sequence.
export async function newOrderNo(tx: DbExecutor, now: Date): Promise<string> {
  return `${shanghaiDate(now).replace(/-/g, '')}${(await nextOrderSeq(tx)).padStart(10, '0')}`;
}

// A repeated request must be the same order: same kind and fund; otherwise the id was reused.
function sameRequest(existing: OrderRow, businessCodes: readonly string[], fundCode: string): boolean {
  return businessCodes.includes(existing.businessCode) && existing.fundCode === fundCode;
}

export interface Placement {
  customerId: string;
  clientRequestId: string;
  businessCodes: readonly string[];
  fundCode: string;
}

export type PlaceResult = { orderId: string; notice: string | null };

// Runs `place` in one transaction under the customer's row lock, so that one customer's orders
// (limits, idempotency) are decided one at a time. The same (customer, clientRequestId) answers the
// order it already made (replayed), also when two identical requests race: the second waits for the
// lock, or at worst meets the unique constraint and reads the winner's order.
export async function placeOnce(
  deps: TradingDeps,
  placement: Placement,
  place: (tx: Transaction) => Promise<PlaceResult>,
): Promise<TradeOrderResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, placement.customerId);
    const existing = await findOrderByRequest(tx, placement.customerId, placement.clientRequestId);
    if (existing) return { existing, notice: null };
    const placed = await place(tx);
    const row = await findOrderById(tx, placed.orderId);
    if (!row) throw new AppError('INTERNAL');
    return { created: row, notice: placed.notice };
  });
  const now = deps.now();
  if ('existing' in outcome && outcome.existing) {
    if (!sameRequest(outcome.existing, placement.businessCodes, placement.fundCode)) throw new AppError(TRADE_ERRORS.REQUEST_CONFLICT);
    return { order: toOrderView(outcome.existing, now, deps.remitAccount), replayed: true, notice: null };
  }
  const row = (outcome as { created: OrderRow }).created;
  return { order: toOrderView(row, now, deps.remitAccount), replayed: false, notice: outcome.notice };
}

// Inserts the order. Under the customer lock a twin request cannot get here; should the unique
// constraint still refuse the insert, the request is refused rather than a second order made.
export async function insertNewOrder(tx: Transaction, order: Omit<NewOrder, 'orderNo'>, now: Date): Promise<string> {
  const id = await insertOrder(tx, { ...order, orderNo: await newOrderNo(tx, now) });
  if (!id) throw new AppError(TRADE_ERRORS.REQUEST_CONFLICT);
  return id;
}
