import { z } from 'zod';
import { isCalendarDate } from '../calendar/day-number.ts';
import { AMOUNT_PATTERN } from '../validate/patterns.ts';
import { tradePasswordSchema } from '../validate/schemas.ts';
import { fundCodeSchema } from './fund.ts';

// Field schemas shared by the trade contracts (trade.ts, trade-plan.ts).

// The pattern alone lets 2025-13-45 through, which the calendar code and SQL date casts then fail on (a 5xx).
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
  .refine(isCalendarDate, '日期不存在，应为有效的YYYY-MM-DD日期');

export const decimalString = z.string();

export const tradeaccoSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, '交易账号不正确');
// A random id the page makes once per order form; the same id submitted again is the same order.
export const clientRequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号须为8-64位字母、数字、下划线或横线');

// §5 amount pattern, at most 2 decimals, strictly positive, and fits NUMERIC(18, 2).
export function positiveDecimal(label: string) {
  return z
    .string()
    .trim()
    .regex(AMOUNT_PATTERN, `${label}格式不正确，最多保留两位小数`)
    .refine((value) => !value.startsWith('-') && /[1-9]/.test(value), { message: `${label}须大于0` })
    .refine((value) => (value.split('.')[0] ?? '').replace(/^0+/, '').length <= 16, { message: `${label}过大` });
}
export const tradeAmountSchema = positiveDecimal('金额');
export const tradeSharesSchema = positiveDecimal('份额');

export const AMOUNT_BUSINESS_CODES = ['020', '022'] as const;
export const SHARE_BUSINESS_CODES = ['024', '036'] as const;
// Calls that quote or schedule accept these §4 trade-business codes.
export const QUOTE_BUSINESS_CODES = ['020', '022', '024', '036', '039'] as const;
export const quoteBusinessCodeSchema = z.enum(QUOTE_BUSINESS_CODES, { error: '业务类型不正确' });
export type QuoteBusinessCode = z.infer<typeof quoteBusinessCodeSchema>;

export const chargeTypeSchema = z.enum(['A', 'B'], { error: '收费方式不正确' });
export const dividendMethodSchema = z.enum(['0', '1'], { error: '分红方式不正确' });
export const paymentMethodSchema = z.enum(['card', 'remit'], { error: '支付方式不正确' });
// §3 large redemption: 1 continue with the excess, 0 cancel the excess.
export const largeRedemptionSchema = z.enum(['0', '1'], { error: '巨额赎回处理方式不正确' });
export const planUnitSchema = z.enum(['0', '1', '2'], { error: '定投周期不正确' });
export const weekdayCodeSchema = z.enum(['02', '03', '04', '05', '06'], { error: '扣款日不正确' });
export const PLAN_STATUSES = { A: '正常', P: '已暂停', T: '已终止', E: '已结束' } as const;
export const planStatusSchema = z.enum(['A', 'P', 'T', 'E']);
export type PlanStatusCode = z.infer<typeof planStatusSchema>;
export const planActionSchema = z.enum(['pause', 'resume', 'terminate'], { error: '操作类型不正确' });
export type PlanAction = z.infer<typeof planActionSchema>;

// An explicit confirmation (leave mark) is usable for this long by one order or plan.
export const RISK_CONFIRMATION_TTL_MINUTES = 30;

// Every order request: who asks (once), for which fund, confirmed by the trade password.
export const orderBaseShape = {
  clientRequestId: clientRequestIdSchema,
  fundCode: fundCodeSchema,
  tradePassword: tradePasswordSchema,
};
