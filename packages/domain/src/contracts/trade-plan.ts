import { z } from 'zod';
import { tradePasswordSchema } from '../validate/schemas.ts';
import {
  chargeTypeSchema,
  decimalString,
  isoDate,
  orderBaseShape,
  planActionSchema,
  planStatusSchema,
  planUnitSchema,
  tradeAmountSchema,
  tradeaccoSchema,
  weekdayCodeSchema,
} from './trade-fields.ts';

// §7 regular-investment (fixed-plan) calls: the plan's deduction dates, create, list, status change.

// GET /api/trade/fixed-plan/workdates?unit&dayOfMonth&weekday&startDate
export const planScheduleShape = {
  unit: planUnitSchema,
  dayOfMonth: z.coerce.number({ error: '扣款日不正确' }).int().min(1, '扣款日须为1-28日').max(28, '扣款日须为1-28日').optional(),
  weekday: weekdayCodeSchema.optional(),
  startDate: isoDate,
};
export function planScheduleRefine(
  value: { unit: string; dayOfMonth?: number | undefined; weekday?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.unit === '0' && value.dayOfMonth === undefined)
    ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: '请选择每月扣款日' });
  if (value.unit === '1' && value.weekday === undefined) ctx.addIssue({ code: 'custom', path: ['weekday'], message: '请选择每周扣款日' });
}
export const planWorkdatesQuery = z.object(planScheduleShape).superRefine(planScheduleRefine);
export const planWorkdatesResponse = z.object({
  // The first deduction on or after the start date, and the ones after it.
  nextDate: isoDate,
  dates: z.array(isoDate),
  cycleText: z.string(),
});

// ── Regular investment ────────────────────────────────────────────────────────────────────

// POST /api/trade/fixed-plan
export const fixedPlanCreateRequest = z
  .object({
    ...orderBaseShape,
    amount: tradeAmountSchema,
    ...planScheduleShape,
    tradeacco: tradeaccoSchema,
    chargeType: chargeTypeSchema.default('A'),
    riskConfirmationId: z.string().uuid('风险确认编号不正确').optional(),
  })
  .superRefine(planScheduleRefine);
export type FixedPlanCreateRequest = z.infer<typeof fixedPlanCreateRequest>;

export const fixedPlanView = z.object({
  planNo: z.string(),
  fundCode: z.string(),
  fundName: z.string(),
  amount: decimalString,
  unit: planUnitSchema,
  dayOfMonth: z.number().nullable(),
  weekday: weekdayCodeSchema.nullable(),
  // 每月8日 / 每周三 / 每个交易日
  cycleText: z.string(),
  startDate: isoDate,
  nextDate: isoDate.nullable(),
  status: planStatusSchema,
  statusName: z.string(),
  tradeacco: z.string(),
  cardNoShort: z.string().nullable(),
  bankName: z.string().nullable(),
  chargeType: z.string(),
  // Runs with an instruction sent (§3 deduction status 3) and their amount.
  runCount: z.number().int(),
  investedAmount: decimalString,
  // Runs refused (§3 deduction status 1, e.g. the card's limit or the fund closed).
  failedCount: z.number().int(),
  createdAt: z.string(),
});
export type FixedPlanView = z.infer<typeof fixedPlanView>;
export const fixedPlanResponse = z.object({ plan: fixedPlanView, replayed: z.boolean() });

// GET /api/trade/fixed-plan?status
export const fixedPlanListQuery = z.object({ status: planStatusSchema.optional() });
export const fixedPlanListResponse = z.object({ list: z.array(fixedPlanView) });

// POST /api/trade/fixed-plan/status
export const fixedPlanStatusRequest = z.object({
  planNo: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, '定投计划编号不正确'),
  action: planActionSchema,
  tradePassword: tradePasswordSchema,
});

export type PlanWorkdatesQuery = z.infer<typeof planWorkdatesQuery>;
export type PlanWorkdatesResponse = z.infer<typeof planWorkdatesResponse>;
export type FixedPlanResponse = z.infer<typeof fixedPlanResponse>;
export type FixedPlanListResponse = z.infer<typeof fixedPlanListResponse>;
export type FixedPlanStatusRequest = z.infer<typeof fixedPlanStatusRequest>;
