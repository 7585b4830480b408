import { z } from 'zod';
import { AMOUNT_PATTERN } from '../../validate/patterns.ts';

// 客服 → 汇款匹配: remittance orders waiting for money, and the record of an arrived transfer.

export const REMIT_OPS_TEXT = {
  amountInvalid: '请输入到账金额（大于0，最多两位小数）',
  payerRequired: '请输入付款人户名',
  referenceInvalid: '请输入银行流水号（4-40位字母或数字）',
  arrivedAtInvalid: '请输入到账时间',
  arrivedInFuture: '到账时间不能晚于现在',
  arrivedAfterCutoff: '到账时间晚于订单截止时间，不能匹配',
  arrivedBeforeOrder: '到账时间早于下单时间，不能匹配',
  orderMissing: '汇款订单不存在',
} as const;

export const remitOrderItem = z.object({
  orderNo: z.string(),
  fundCode: z.string(),
  fundName: z.string().nullable(),
  amount: z.string(),
  custno: z.string(),
  customerNameMasked: z.string(),
  mobileMasked: z.string(),
  placedAt: z.string(),
  tradeDate: z.string(),
  // The instant money must have arrived by (trade date 15:00 in China).
  cutoffAt: z.string(),
});
export type RemitOrderItem = z.infer<typeof remitOrderItem>;

// GET /api/ops/remittances: the orders still awaiting money, oldest cut-off first, and the account they pay into.
export const remitQueueResponse = z.object({
  list: z.array(remitOrderItem),
  account: z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() }),
});
export type RemitQueueResponse = z.infer<typeof remitQueueResponse>;

export const remitOrderParams = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9]{6,32}$/, '订单号不正确') });

// POST /api/ops/remittances/:orderNo/arrival
export const remitArrivalRequest = z.object({
  amount: z
    .string({ error: REMIT_OPS_TEXT.amountInvalid })
    .trim()
    .regex(AMOUNT_PATTERN, REMIT_OPS_TEXT.amountInvalid)
    .refine((v) => !v.startsWith('-') && /[1-9]/.test(v), REMIT_OPS_TEXT.amountInvalid),
  payerName: z.string({ error: REMIT_OPS_TEXT.payerRequired }).trim().min(1, REMIT_OPS_TEXT.payerRequired).max(60, '付款人户名过长'),
  bankReference: z
    .string({ error: REMIT_OPS_TEXT.referenceInvalid })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, REMIT_OPS_TEXT.referenceInvalid),
  arrivedAt: z.iso.datetime({ offset: true, error: REMIT_OPS_TEXT.arrivedAtInvalid }),
});
export type RemitArrivalRequest = z.infer<typeof remitArrivalRequest>;

export const remitArrivalResponse = z.object({ orderNo: z.string(), amount: z.string(), paymentStatus: z.literal('paid') });
export type RemitArrivalResponse = z.infer<typeof remitArrivalResponse>;
