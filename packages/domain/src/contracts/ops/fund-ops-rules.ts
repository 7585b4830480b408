import type { RefinementCtx } from 'zod';
import { toDecimal, type MoneyDecimal } from '../../money/decimal.ts';

// Cross-field rules of the fund edit sections (fund-ops.ts). Each adds one Chinese issue naming the
// field and tier, and stops at the first problem of a section so the message stays readable.

const DECIMAL = /^\d+(\.\d+)?$/;
// Field checks may already have failed (zod runs refinements on the parsed shape); unreadable values are skipped.
const dec = (value: string | undefined): MoneyDecimal | null => (value !== undefined && DECIMAL.test(value) ? toDecimal(value) : null);

type Ctx = Pick<RefinementCtx, 'addIssue'>;
const refuse = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

interface AmountTierShape {
  min: string;
  max?: string | undefined;
}

// Amount tiers are [min, max): the first starts at 0, each starts where the one before ends, only the last is open.
export function checkAmountTiers(tiers: readonly AmountTierShape[], ctx: Ctx, label: string, allowEmpty: boolean): void {
  if (tiers.length === 0) {
    if (!allowEmpty) refuse(ctx, [], `${label}至少需要一档`);
    return;
  }
  for (const [i, tier] of tiers.entries()) {
    const n = i + 1;
    const min = dec(tier.min);
    const max = dec(tier.max);
    if (!min) return;
    if (i === 0 && !min.isZero()) return refuse(ctx, [i, 'min'], `${label}第1档：起始金额须为0`);
    if (max && max.lte(min)) return refuse(ctx, [i, 'max'], `${label}第${n}档：截止金额须大于起始金额`);
    if (tier.max === undefined && i < tiers.length - 1) return refuse(ctx, [i, 'max'], `${label}第${n}档：只有最后一档可以不设截止金额`);
    if (i === tiers.length - 1 && tier.max !== undefined)
      return refuse(ctx, [i, 'max'], `${label}最后一档不能设截止金额（须覆盖以上所有金额）`);
    const previous = i > 0 ? dec(tiers[i - 1]?.max) : null;
    if (previous && !min.eq(previous)) {
      const problem = min.gt(previous) ? '与上一档之间有空缺' : '与上一档重叠';
      return refuse(ctx, [i, 'min'], `${label}第${n}档：起始金额须等于第${i}档的截止金额（${problem}）`);
    }
  }
}

interface HoldingTierShape {
  minDays: number;
  maxDays?: number | undefined;
}

// Holding-day tiers are [minDays, maxDays) with the same shape rules as amount tiers.
export function checkHoldingTiers(tiers: readonly HoldingTierShape[], ctx: Ctx): void {
  const label = '赎回费率';
  if (tiers.length === 0) return refuse(ctx, [], `${label}至少需要一档`);
  for (const [i, tier] of tiers.entries()) {
    const n = i + 1;
    if (i === 0 && tier.minDays !== 0) return refuse(ctx, [i, 'minDays'], `${label}第1档：起始持有天数须为0`);
    if (tier.maxDays !== undefined && tier.maxDays <= tier.minDays) {
      return refuse(ctx, [i, 'maxDays'], `${label}第${n}档：截止持有天数须大于起始持有天数`);
    }
    if (tier.maxDays === undefined && i < tiers.length - 1)
      return refuse(ctx, [i, 'maxDays'], `${label}第${n}档：只有最后一档可以不设截止天数`);
    if (i === tiers.length - 1 && tier.maxDays !== undefined) return refuse(ctx, [i, 'maxDays'], `${label}最后一档不能设截止天数`);
    const previous = tiers[i - 1]?.maxDays;
    if (i > 0 && previous !== undefined && tier.minDays !== previous) {
      const problem = tier.minDays > previous ? '与上一档之间有空缺' : '与上一档重叠';
      return refuse(ctx, [i, 'minDays'], `${label}第${n}档：起始持有天数须等于第${i}档的截止天数（${problem}）`);
    }
  }
}

interface LimitsShape {
  minPurchaseAmount: string;
  minSubscriptionAmount: string;
  maxPurchasePerOrder: string;
  maxPurchasePerDay: string;
}

// Minimums never exceed the maximums they sit under; a maximum of 0 means no limit (§5 无限额).
export function checkLimits(limits: LimitsShape, ctx: Ctx): void {
  const minPurchase = dec(limits.minPurchaseAmount);
  const minSubscription = dec(limits.minSubscriptionAmount);
  const perOrder = dec(limits.maxPurchasePerOrder);
  const perDay = dec(limits.maxPurchasePerDay);
  const limited = (v: MoneyDecimal | null): v is MoneyDecimal => v !== null && !v.isZero();
  if (limited(perOrder)) {
    if (minPurchase?.gt(perOrder)) return refuse(ctx, ['minPurchaseAmount'], '最低申购金额不能大于单笔申购上限');
    if (minSubscription?.gt(perOrder)) return refuse(ctx, ['minSubscriptionAmount'], '最低认购金额不能大于单笔申购上限');
  }
  if (limited(perDay)) {
    if (limited(perOrder) && perOrder.gt(perDay)) return refuse(ctx, ['maxPurchasePerOrder'], '单笔申购上限不能大于单日申购上限');
    if (minPurchase?.gt(perDay)) return refuse(ctx, ['minPurchaseAmount'], '最低申购金额不能大于单日申购上限');
  }
}

interface TenureShape {
  manId: string;
  startDate: string;
  endDate: string | null;
}

// ISO dates compare as strings.
export function checkManagers(tenures: readonly TenureShape[], ctx: Ctx): void {
  const seen = new Set<string>();
  for (const [i, tenure] of tenures.entries()) {
    const n = i + 1;
    if (tenure.endDate !== null && tenure.endDate < tenure.startDate) {
      return refuse(ctx, [i, 'endDate'], `第${n}条基金经理任职：离任日期不能早于任职日期`);
    }
    const key = `${tenure.manId}@${tenure.startDate}`;
    if (seen.has(key)) return refuse(ctx, [i, 'manId'], `第${n}条基金经理任职：同一基金经理同一任职日期重复`);
    seen.add(key);
  }
  if (!tenures.some((t) => t.endDate === null)) refuse(ctx, [], '基金经理：至少需要一位现任基金经理（离任日期为空）');
}
