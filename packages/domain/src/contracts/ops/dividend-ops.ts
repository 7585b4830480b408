import { z } from 'zod';
import { toDecimal } from '../../money/decimal.ts';
import { fundCodeSchema } from '../fund.ts';
import { opsDate } from './fund-ops.ts';

// Console calls of dividend declarations (GET/POST /api/ops/dividends). Date rules that need the trading
// calendar and today's date (trading days, not in the past, no duplicate) are the server's.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const opsDividendListQuery = z.object({
  fundCode: z.preprocess(blankToUndefined, fundCodeSchema.optional()),
});

export const opsDividendItem = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  registerDate: z.string(),
  exDate: z.string(),
  payDate: z.string(),
  cashPerShare: z.string(),
  // Holders the batch has paid (0 until the ex-date's batch runs).
  paidHolders: z.number().int(),
});
export type OpsDividendItem = z.infer<typeof opsDividendItem>;

export const opsDividendListResponse = z.object({ list: z.array(opsDividendItem) });
export type OpsDividendListResponse = z.infer<typeof opsDividendListResponse>;

// Cash per fund unit: > 0, at most 4 decimals (NUMERIC(12, 4)).
export const cashPerShareSchema = z
  .string({ error: (issue) => (issue.input === undefined ? '每份分红金额不能为空' : '每份分红金额格式不正确') })
  .trim()
  .regex(/^\d{1,8}(\.\d+)?$/, '每份分红金额须为数字（元）')
  .regex(/^\d+(\.\d{1,4})?$/, '每份分红金额最多4位小数')
  .refine((v) => /^\d+(\.\d+)?$/.test(v) && toDecimal(v).gt(0), '每份分红金额须大于0');

export const dividendDeclareRequest = z
  .strictObject(
    {
      fundCode: fundCodeSchema,
      // 权益登记日 (record date): holders of shares effective before it are paid.
      registerDate: opsDate('权益登记日'),
      exDate: opsDate('除息日'),
      payDate: opsDate('派息日'),
      cashPerShare: cashPerShareSchema,
      note: z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字').optional(),
    },
    { error: (issue) => (issue.input === undefined ? '请求参数不能为空' : '请求参数格式不正确') },
  )
  .superRefine((body, ctx) => {
    if (body.exDate < body.registerDate) ctx.addIssue({ code: 'custom', path: ['exDate'], message: '除息日不能早于权益登记日' });
    else if (body.payDate < body.exDate) ctx.addIssue({ code: 'custom', path: ['payDate'], message: '派息日不能早于除息日' });
  });
export type DividendDeclareRequest = z.infer<typeof dividendDeclareRequest>;
