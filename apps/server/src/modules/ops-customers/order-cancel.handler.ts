import { orderCancelPayload, type OrderCancelPayload } from '@fund-direct/domain/contracts/ops';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { cancelOwnOrder } from '../trading/withdrawal.service.ts';

// 'order.cancel' (listed in PROPOSAL_HANDLERS): the checker's approval withdraws the order exactly as the customer's
// own withdrawal would (still pending, a cancellable kind, before the deadline of its trade date; frozen shares freed).
export const orderCancelHandler = proposalHandler<OrderCancelPayload>({
  kind: 'order.cancel',
  payload: orderCancelPayload,
  async apply(tx, payload, context) {
    const row = await cancelOwnOrder(tx, payload.customerId, payload.orderNo, context.now);
    return { orderNo: row.orderNo, status: row.status };
  },
});
