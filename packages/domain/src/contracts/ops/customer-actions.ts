import { z } from 'zod';
import { REVEAL_REASON_MAX } from './customer.ts';

// Customer service's actions on an account (permission 'customer.act'): each with a reason the audit row keeps.
export const CUSTOMER_ACTION_REASON_MAX = REVEAL_REASON_MAX;

export const CUSTOMER_ACTIONS = {
  unlockTradePassword: '解锁交易密码',
  revokeSessions: '下线全部会话',
  freeze: '冻结账户',
  unfreeze: '解冻账户',
  cancelOrder: '申请撤单',
} as const;
export type CustomerAction = keyof typeof CUSTOMER_ACTIONS;

export const CUSTOMER_ACTION_TEXT = {
  reasonRequired: '请填写操作原因',
  accountClosed: '该客户已销户，不能再办理账户操作',
  reasonTooLong: `操作原因不能超过${CUSTOMER_ACTION_REASON_MAX}字`,
  noticeRequired: '请填写告知客户的冻结原因',
  noticeTooLong: `告知客户的冻结原因不能超过${CUSTOMER_ACTION_REASON_MAX}字`,
  notLocked: '该客户的交易密码未被锁定',
  alreadyFrozen: '该客户账户已冻结',
  notFrozen: '该客户账户未冻结',
  orderMissing: '该客户没有这笔订单',
  orderNotCancellable: '该订单已不能撤单',
  cancelAlreadyProposed: '该订单已有待复核的撤单申请',
} as const;

const reason = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(CUSTOMER_ACTION_REASON_MAX, tooLong);

// POST /api/ops/customers/:id/unlock-trade-password, /revoke-sessions, /unfreeze
export const customerActionRequest = z.object({
  reason: reason(CUSTOMER_ACTION_TEXT.reasonRequired, CUSTOMER_ACTION_TEXT.reasonTooLong),
});
export type CustomerActionRequest = z.infer<typeof customerActionRequest>;

// POST /api/ops/customers/:id/freeze: the reason is for the audit log; the notice is what the customer reads.
export const customerFreezeRequest = customerActionRequest.extend({
  notice: reason(CUSTOMER_ACTION_TEXT.noticeRequired, CUSTOMER_ACTION_TEXT.noticeTooLong),
});
export type CustomerFreezeRequest = z.infer<typeof customerFreezeRequest>;

// POST /api/ops/customers/:id/orders/:orderId/cancel — proposes; a checker's approval cancels.
export const customerOrderParams = z.object({
  id: z.uuid({ error: '客户编号不正确' }),
  orderId: z.uuid({ error: '订单编号不正确' }),
});

export const customerActionResponse = z.object({ done: z.literal(true), affected: z.number().int() });
export type CustomerActionResponse = z.infer<typeof customerActionResponse>;

export const customerCancelProposalResponse = z.object({ proposalId: z.string() });
export type CustomerCancelProposalResponse = z.infer<typeof customerCancelProposalResponse>;

// The order.cancel proposal's payload (checked again when approved).
export const orderCancelPayload = z.object({
  customerId: z.uuid(),
  orderId: z.uuid(),
  orderNo: z.string(),
});
export type OrderCancelPayload = z.infer<typeof orderCancelPayload>;
