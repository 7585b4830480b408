import { shanghaiDate } from '@fund-direct/domain/calendar';
import { TRADE_ERRORS, type InstantRoomResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { formatMoney } from '@fund-direct/domain/format';
import { INSTANT_CUSTOMER_DAY_LIMIT, INSTANT_TEXT, instantAmount, instantDecision, instantRoom } from '@fund-direct/domain/trade';
import type { DbExecutor, Transaction } from '../../db/database.ts';
import { companyDayUse, customerDayUse, insertAdvance, takeCompanyRoom } from './instant-advance.repository.ts';
import { fundOf, type TradingDeps } from './trade-context.ts';
import { latestNav } from './trading.repository.ts';

async function roomOn(db: DbExecutor, customerId: string, day: string) {
  const [customerUsed, company] = await Promise.all([customerDayUse(db, customerId, day), companyDayUse(db, day)]);
  return instantRoom({ customerUsed, companyTotal: company.total, companyUsed: company.used });
}

async function navOn(db: DbExecutor, fundCode: string, day: string): Promise<string> {
  const nav = await latestNav(db, fundCode, day);
  if (!nav) throw new AppError(TRADE_ERRORS.NAV_MISSING);
  return nav.nav;
}

// GET /trade/instant-room: what the sell page offers before the customer types.
export async function instantRoomFor(deps: TradingDeps, customerId: string, fundCode: string): Promise<InstantRoomResponse> {
  const fund = await fundOf(deps.db, fundCode);
  if (!fund.isMoneyFund) throw new AppError(TRADE_ERRORS.INSTANT_NOT_MONEY_FUND);
  const day = shanghaiDate(deps.now());
  const [room, nav] = await Promise.all([roomOn(deps.db, customerId, day), navOn(deps.db, fundCode, day)]);
  return { customerLimit: INSTANT_CUSTOMER_DAY_LIMIT, ...room, nav };
}

// In the redemption's transaction, once its order is written and with the customer's advances locked
// (lockCustomerAdvances): checks both daily limits, takes the company's room and records the payout.
export async function takeInstantAdvance(
  tx: Transaction,
  input: { customerId: string; orderId: string; fundCode: string; shares: string; now: Date },
): Promise<void> {
  const day = shanghaiDate(input.now);
  const amount = instantAmount(input.shares, await navOn(tx, input.fundCode, day));
  const decision = instantDecision(amount, await roomOn(tx, input.customerId, day));
  if (!decision.ok) {
    const left = formatMoney(decision.left);
    throw decision.reason === 'customerLimit'
      ? new AppError(TRADE_ERRORS.INSTANT_CUSTOMER_LIMIT, INSTANT_TEXT.customerLimit(left))
      : new AppError(TRADE_ERRORS.INSTANT_COMPANY_LIMIT, INSTANT_TEXT.companyLimit(left));
  }
  // Another customer's payout may have taken the room since it was read: the update decides.
  if (!(await takeCompanyRoom(tx, day, amount))) {
    const left = formatMoney((await roomOn(tx, input.customerId, day)).company);
    throw new AppError(TRADE_ERRORS.INSTANT_COMPANY_LIMIT, INSTANT_TEXT.companyLimit(left));
  }
  await insertAdvance(tx, { orderId: input.orderId, customerId: input.customerId, day, amount, at: input.now });
}
