import { tradeDateFor } from '@fund-direct/domain/calendar';
import { TRADE_ERRORS, type HoldLot, type holdPeriodResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { tierForHoldingDays, toDecimal } from '@fund-direct/domain/money';
import { holdingDays } from '@fund-direct/domain/trade';
import { addDays } from '@fund-direct/domain/yield';
import type { z } from 'zod';
import { findFundRules, redemptionTiers, type RedemptionTierRow } from '../trading/trading.public.ts';
import type { AssetsDeps } from './assets-deps.ts';
import { openLotsOf, type LotRow } from './holdings.repository.ts';

const rateText = (rate: string) => toDecimal(rate).toString();

// A lot's redemption fee by holding period, as the fare quote and the batch charge it: calendar days
// from the lot's acquisition to the trade date an order placed now would get. The next rate is the
// first later tier that is cheaper, from the day the lot has been held that tier's minimum days.
function lotWithFees(lot: LotRow, tiers: readonly RedemptionTierRow[], tradeDate: string): HoldLot {
  const days = Math.max(0, holdingDays(lot.acquiredDate, tradeDate));
  const ordered = tiers.map((t) => ({ ...t, maxDays: t.maxDays ?? undefined }));
  const current = tierForHoldingDays(ordered, days);
  const rate = toDecimal(current?.rate ?? '0');
  const next = ordered.find((t) => t.minDays > days && toDecimal(t.rate).lt(rate));
  return {
    acquiredDate: lot.acquiredDate,
    chargeType: lot.chargeType,
    shares: lot.shares,
    remaining: lot.remaining,
    holdingDays: days,
    feeRate: rate.toString(),
    nextFeeRate: next ? rateText(next.rate) : null,
    nextFeeDate: next ? addDays(lot.acquiredDate, next.minDays) : null,
  };
}

// POST /query/hold-period: the lots of one of the customer's holdings; a fund they do not hold has none.
export async function holdPeriod(deps: AssetsDeps, customerId: string, fundCode: string): Promise<z.infer<typeof holdPeriodResponse>> {
  const fund = await findFundRules(deps.db, fundCode);
  if (!fund) throw new AppError(TRADE_ERRORS.FUND_NOT_FOUND);
  const [lots, tiers] = await Promise.all([openLotsOf(deps.db, customerId, fund.code), redemptionTiers(deps.db, fund.code)]);
  const tradeDate = tradeDateFor(deps.now());
  return { fundCode: fund.code, fundName: fund.name, list: lots.map((lot) => lotWithFees(lot, tiers, tradeDate)) };
}
