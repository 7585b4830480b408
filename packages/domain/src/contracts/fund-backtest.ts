import { z } from 'zod';
import { addMonths } from '../yield/dates.ts';
import { blankToUndefined, fundCodeSchema } from './fund.ts';
import { decimalString, isoDate, planUnitSchema, positiveDecimal, weekdayCodeSchema } from './trade-fields.ts';
import { planScheduleRefine } from './trade-plan.ts';

// GET /api/content/fund/backtest: what a regular plan would have done over the fund's NAV history
// (packages/domain/src/trade/plan-backtest.ts), from the start date to the end date or the latest NAV.
export const BACKTEST_MAX_YEARS = 10;

export const fundBacktestQuery = z
  .object({
    fundCode: fundCodeSchema,
    amount: positiveDecimal('定投金额'),
    unit: planUnitSchema,
    dayOfMonth: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: '扣款日不正确' }).int().min(1, '扣款日须为1-28日').max(28, '扣款日须为1-28日').optional(),
    ),
    weekday: z.preprocess(blankToUndefined, weekdayCodeSchema.optional()),
    startDate: isoDate,
    endDate: z.preprocess(blankToUndefined, isoDate.optional()),
  })
  .superRefine((value, ctx) => {
    planScheduleRefine(value, ctx);
    if (value.endDate === undefined) return;
    if (value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期不能早于开始日期' });
    else if (addMonths(value.startDate, 12 * BACKTEST_MAX_YEARS) < value.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `回测区间最长${BACKTEST_MAX_YEARS}年` });
  });
export type FundBacktestQuery = z.infer<typeof fundBacktestQuery>;

export const backtestOutcome = z.object({
  invested: decimalString,
  fees: decimalString,
  shares: decimalString,
  value: decimalString,
  profit: decimalString,
  // Decimal fractions ("0.116653" = 11.67%); null when nothing was invested or no rate solves.
  returnRate: decimalString.nullable(),
  xirr: decimalString.nullable(),
});
export type BacktestOutcomeView = z.infer<typeof backtestOutcome>;

export const fundBacktestResponse = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  amount: decimalString,
  cycleText: z.string(),
  // The stretch actually tested: the start moved to the fund's first NAV, the end to its latest one.
  startDate: isoDate,
  endDate: isoDate,
  deductionCount: z.number().int(),
  firstDeductionDate: isoDate.nullable(),
  lastDeductionDate: isoDate.nullable(),
  // Plan days on which the fund published no NAV (the batch does not deduct on them).
  missedCount: z.number().int(),
  // The purchase rate of the amount's tier after the online discount; null for a fixed fee.
  feeRate: decimalString.nullable(),
  valuationDate: isoDate.nullable(),
  valuationNav: decimalString.nullable(),
  plan: backtestOutcome,
  // The same money invested at once on the first deduction day.
  lumpSum: backtestOutcome.extend({ date: isoDate }).nullable(),
  curve: z.array(z.object({ date: isoDate, invested: decimalString, value: decimalString, lumpSumValue: decimalString })),
});
export type FundBacktestResponse = z.infer<typeof fundBacktestResponse>;
