import { canBuyAtAll, investorType, INVESTOR_TYPES, PRODUCT_RISK_LEVELS, productRiskLevel } from '@fund-direct/domain/codes';
import {
  RISK_CONFIRMATION_TTL_MINUTES,
  TRADE_ERRORS,
  type leaveMarkResponse,
  type warningListResponse,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.ts';
import type { CustomerRow } from '../../db/schema/customer.ts';
import { insertRiskConfirmation, lockUsableRiskConfirmation, markRiskConfirmationUsed } from './risk-confirmation.repository.ts';
import { fundOf, tradingCustomer, type TradingDeps } from './trade-context.ts';
import type { FundRules } from './trading.repository.ts';

// The texts a customer reads before buying above their level; stored with the confirmation.
export function riskWarnings(customerLevel: string, productLevel: string): string[] {
  const type = investorType(customerLevel);
  const level = productRiskLevel(productLevel);
  const typeName = type ? INVESTOR_TYPES[type] : '未知';
  const levelName = level ? PRODUCT_RISK_LEVELS[level] : '未知';
  return [
    `您的风险承受能力为${type ?? '--'}（${typeName}），该产品风险等级为${level ?? '--'}（${levelName}），产品风险等级高于您的风险承受能力。`,
    '购买该产品可能导致您承受超出自身承受能力的损失，基金过往业绩不代表未来表现。',
    '本公司已向您充分揭示产品风险，您确认自愿承担投资该产品的风险，并坚持购买。',
  ];
}

export async function warningList(deps: TradingDeps, customerId: string, fundCode: string): Promise<z.infer<typeof warningListResponse>> {
  const customer = await tradingCustomer(deps, customerId, 'purchase');
  const fund = await fundOf(deps.db, fundCode);
  const decision = canBuyAtAll(customer.riskability, fund.riskLevel);
  const type = investorType(customer.riskability);
  const level = productRiskLevel(fund.riskLevel) ?? 'R5';
  return {
    fundCode: fund.code,
    fundName: fund.name,
    decision,
    customerLevel: type ?? null,
    customerLevelName: type ? INVESTOR_TYPES[type] : null,
    productLevel: level,
    productLevelName: PRODUCT_RISK_LEVELS[level],
    warnings: decision === 'confirm' ? riskWarnings(customer.riskability ?? '', fund.riskLevel) : [],
  };
}

// POST /trade/leave-mark: only a product that needs a confirmation can be confirmed.
export async function leaveMark(deps: TradingDeps, customerId: string, fundCode: string): Promise<z.infer<typeof leaveMarkResponse>> {
  const customer = await tradingCustomer(deps, customerId, 'purchase');
  const fund = await fundOf(deps.db, fundCode);
  const decision = canBuyAtAll(customer.riskability, fund.riskLevel);
  if (decision === 'forbidden') throw new AppError(TRADE_ERRORS.RISK_FORBIDDEN);
  const now = deps.now();
  const level = investorType(customer.riskability) ?? '';
  const id = await insertRiskConfirmation(deps.db, {
    customerId,
    fundCode: fund.code,
    customerLevel: level,
    productLevel: fund.riskLevel,
    warnings: riskWarnings(level, fund.riskLevel).join('\n'),
    confirmedAt: now,
  });
  return {
    riskConfirmationId: id ?? '',
    confirmedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RISK_CONFIRMATION_TTL_MINUTES * 60_000).toISOString(),
  };
}

// §4 suitability at placement: a match passes; above the customer's level needs an unused confirmation
// of the same customer and fund made within the TTL, which the order (or plan) then consumes.
export async function requireRiskMatch(
  tx: DbExecutor,
  customer: CustomerRow,
  fund: FundRules,
  confirmationId: string | undefined,
  now: Date,
): Promise<string | null> {
  const decision = canBuyAtAll(customer.riskability, fund.riskLevel);
  if (decision === 'match') return null;
  if (decision === 'forbidden') throw new AppError(TRADE_ERRORS.RISK_FORBIDDEN);
  if (!confirmationId) throw new AppError(TRADE_ERRORS.RISK_CONFIRM_REQUIRED);
  const since = new Date(now.getTime() - RISK_CONFIRMATION_TTL_MINUTES * 60_000);
  const id = await lockUsableRiskConfirmation(tx, { id: confirmationId, customerId: customer.id, fundCode: fund.code, since, now });
  if (!id) throw new AppError(TRADE_ERRORS.RISK_CONFIRMATION_INVALID);
  return id;
}

// used_by_order names the order or the plan that used the confirmation.
export async function consumeRiskConfirmation(tx: DbExecutor, confirmationId: string | null, usedBy: string): Promise<void> {
  if (!confirmationId) return;
  await markRiskConfirmationUsed(tx, confirmationId, usedBy);
}
