import { z } from 'zod';
import { AMOUNT_PATTERN } from '../../validate/patterns.ts';
import { isoDate } from '../trade-fields.ts';

// 基金运营 → 快速取现垫资: the company's money advanced to customers for 快速取现 on one day, how the batch settled
// it, and a new daily total proposed for a checker's approval.

export const INSTANT_ADVANCE_STATUS = { open: '待结算', settled: '已结算', unrecovered: '待追回' } as const;
export type InstantAdvanceStatus = keyof typeof INSTANT_ADVANCE_STATUS;

export const INSTANT_OPS_TEXT = {
  totalInvalid: '请输入每日垫资总额（大于0，最多两位小数）',
  totalSame: '每日垫资总额与当前相同，无需提交',
  totalPending: '已有等待复核的垫资总额调整，请复核后再提交',
} as const;

export const instantAdvanceQuery = z.object({ date: isoDate.optional() });

export const instantAdvanceItem = z.object({
  orderNo: z.string(),
  fundCode: z.string(),
  fundName: z.string(),
  amount: z.string(),
  custno: z.string(),
  customerNameMasked: z.string(),
  advancedAt: z.string(),
  status: z.enum(['open', 'settled', 'unrecovered']),
  settledAmount: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type InstantAdvanceItem = z.infer<typeof instantAdvanceItem>;

// GET /api/ops/instant-advances?date=
export const instantAdvanceDayResponse = z.object({
  date: z.string(),
  // The day's total (the one in force when its first payout was made, or set since) and what is used of it.
  total: z.string(),
  used: z.string(),
  available: z.string(),
  // The total in force from now on, and one waiting for a checker.
  configuredTotal: z.string(),
  pendingTotal: z.string().nullable(),
  list: z.array(instantAdvanceItem),
  // Every day's advances whose redemption failed: money operations must recover.
  unrecovered: z.object({ count: z.number().int(), amount: z.string() }),
});
export type InstantAdvanceDayResponse = z.infer<typeof instantAdvanceDayResponse>;

// POST /api/ops/instant-advances/total: proposes a new daily total ('instant.total').
export const instantTotalRequest = z.object({
  total: z
    .string({ error: INSTANT_OPS_TEXT.totalInvalid })
    .trim()
    .regex(AMOUNT_PATTERN, INSTANT_OPS_TEXT.totalInvalid)
    .refine((v) => !v.startsWith('-') && /[1-9]/.test(v), INSTANT_OPS_TEXT.totalInvalid)
    .refine((v) => (v.split('.')[0] ?? '').length <= 12, '每日垫资总额不能超过一万亿元'),
  note: z.string({ error: '备注不正确' }).trim().max(200, '备注不能超过200个字').optional(),
});
export type InstantTotalRequest = z.infer<typeof instantTotalRequest>;

export const instantTotalPayload = z.object({ total: z.string().regex(AMOUNT_PATTERN), before: z.string().regex(AMOUNT_PATTERN) });
export type InstantTotalPayload = z.infer<typeof instantTotalPayload>;
