import { TRADE_ERRORS, TRADE_TEXT, type RemitAccount } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { firstBlockingGuard, requirementFor, type GuardKey } from '@fund-direct/domain/guards';
import { toDecimal } from '@fund-direct/domain/money';
import { fundStatusAllows, type OrderKind } from '@fund-direct/domain/trade';
import type { FastifyInstance } from 'fastify';
import type { Database, DbExecutor } from '../../db/database.ts';
import type { CustomerRow } from '../../db/schema/customer.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { findCustomerById } from '../auth/auth.public.ts';
import { verifyTradePassword } from '../trade-password/trade-password.service.ts';
import { refuseFrozenAccount } from './account-freeze-guard.ts';
import { guardUserOf, riskExpiredFlag } from './guard-user.ts';
import { findFundRules, type FundRules } from './trading.repository.ts';

export interface TradingDeps {
  db: Database;
  cipher: FieldCipher;
  remitAccount: RemitAccount;
  now: () => Date;
}

const GUARD_ERRORS: Record<Exclude<GuardKey, 'login'>, (typeof TRADE_ERRORS)[keyof typeof TRADE_ERRORS]> = {
  enterprise: TRADE_ERRORS.INSTITUTION,
  openAccount: TRADE_ERRORS.NO_ACCOUNT,
  idCardUpload: TRADE_ERRORS.ID_CARD_UPLOAD,
  profile: TRADE_ERRORS.PROFILE_INCOMPLETE,
  riskMissing: TRADE_ERRORS.RISK_MISSING,
  riskExpired: TRADE_ERRORS.RISK_EXPIRED,
  idExpired: TRADE_ERRORS.ID_EXPIRED,
};

// §6: the server runs the same guard chain as the pages (purchase and fix need all of it, sell and
// change skip the account check, the dividend page needs an opened account).
export type TradeRoute = 'purchase' | 'fix' | 'sell' | 'change' | 'dividend';

export async function tradingCustomer(deps: TradingDeps, customerId: string, route: TradeRoute): Promise<CustomerRow> {
  const row = await findCustomerById(deps.db, customerId);
  if (!row) throw new AppError('UNAUTHORIZED');
  const now = deps.now();
  const user = guardUserOf(row, now);
  // Institutions never trade online, whatever the route needs (§6, §8).
  if (user.isEnterprise === 1) throw new AppError(TRADE_ERRORS.INSTITUTION);
  const blocked = firstBlockingGuard(user, requirementFor(route), now);
  if (blocked) throw blocked.key === 'login' ? new AppError('UNAUTHORIZED') : new AppError(GUARD_ERRORS[blocked.key]);
  return { ...row, riskexpired: riskExpiredFlag(row, now) };
}

// Outside any transaction: a wrong password must count even though the order is refused. Every order-placing route
// calls this, so it is also where a frozen account is refused; only what stops trading (pausing or ending a plan)
// passes 'allow'.
export async function checkTradePassword(
  deps: TradingDeps,
  customerId: string,
  plain: string,
  frozenAccount: 'refuse' | 'allow' = 'refuse',
): Promise<void> {
  if (frozenAccount === 'refuse') await refuseFrozenAccount(deps.db, customerId);
  await verifyTradePassword(deps.db, customerId, plain, deps.now());
}

export async function fundOf(db: DbExecutor, code: string): Promise<FundRules> {
  const fund = await findFundRules(db, code);
  if (!fund || fund.state !== '1') throw new AppError(TRADE_ERRORS.FUND_NOT_FOUND);
  return fund;
}

const STATUS_ERRORS: Record<string, (typeof TRADE_ERRORS)[keyof typeof TRADE_ERRORS]> = {
  [TRADE_TEXT.closedPeriod]: TRADE_ERRORS.CLOSED_PERIOD,
  [TRADE_TEXT.redeemSuspended]: TRADE_ERRORS.REDEEM_SUSPENDED,
};

// §3 fund status decides which orders a fund takes.
export function requireStatus(fund: FundRules, kind: OrderKind): void {
  const decision = fundStatusAllows(fund.status, kind);
  if (!decision.allowed) throw new AppError(STATUS_ERRORS[decision.reason] ?? TRADE_ERRORS.PURCHASE_SUSPENDED, decision.reason);
}

// Whole yuan without trailing zeros for messages: 10.00 → 10, 12.50 → 12.5.
export function plainAmount(value: string): string {
  return toDecimal(value).toString();
}

// The trading services' dependencies from the app's decorations.
export function tradingDepsOf(api: FastifyInstance): TradingDeps {
  return { db: api.db, cipher: api.fieldCipher, remitAccount: api.config.remitAccount, now: () => api.now() };
}
