import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { bankCard, riskAssessment, type BankCardRow } from '../../db/schema/account.ts';
import { authEvent, fundAccount } from '../../db/schema/auth.ts';
import { customer, type CustomerRow } from '../../db/schema/customer.ts';
import { fund } from '../../db/schema/fund.ts';
import { auditLog, proposal, type AuditLogRow } from '../../db/schema/ops.ts';
import { holding, tradeOrder, type HoldingRow, type TradeOrderRow } from '../../db/schema/trading.ts';
import { accountClosure } from '../../db/schema/personal-data.ts';

// What the customer page reads, straight from the tables the site writes.

export async function findCustomerRow(db: DbExecutor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customer).where(eq(customer.id, id)).limit(1);
  return row;
}

export async function closureOf(db: DbExecutor, customerId: string) {
  const [row] = await db
    .select({ at: accountClosure.closedAt, retainUntil: accountClosure.retainUntil })
    .from(accountClosure)
    .where(eq(accountClosure.customerId, customerId))
    .limit(1);
  return row;
}

// Row-locked: the actions read the state they change inside their transaction.
export async function lockCustomerRow(db: DbExecutor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customer).where(eq(customer.id, id)).limit(1).for('update');
  return row;
}

export async function fundAccountOf(db: DbExecutor, customerId: string): Promise<string | null> {
  const [row] = await db.select({ accountNo: fundAccount.accountNo }).from(fundAccount).where(eq(fundAccount.customerId, customerId));
  return row?.accountNo ?? null;
}

export type DetailHoldingRow = Pick<HoldingRow, 'fundCode' | 'shares' | 'frozen' | 'cost' | 'dividendMethod' | 'tradeacco'> & {
  fundName: string | null;
};

export function holdingsOf(db: DbExecutor, customerId: string): Promise<DetailHoldingRow[]> {
  return db
    .select({
      fundCode: holding.fundCode,
      fundName: fund.shortName,
      shares: holding.shares,
      frozen: holding.frozen,
      cost: holding.cost,
      dividendMethod: holding.dividendMethod,
      tradeacco: holding.tradeacco,
    })
    .from(holding)
    .leftJoin(fund, eq(fund.code, holding.fundCode))
    .where(and(eq(holding.customerId, customerId), sql`${holding.shares} > 0`))
    .orderBy(holding.fundCode);
}

export type DetailOrderRow = Pick<
  TradeOrderRow,
  | 'id'
  | 'orderNo'
  | 'customerId'
  | 'businessCode'
  | 'fundCode'
  | 'targetFundCode'
  | 'amount'
  | 'shares'
  | 'tradeDate'
  | 'placedAt'
  | 'status'
> & { fundName: string | null };

const orderColumns = {
  id: tradeOrder.id,
  orderNo: tradeOrder.orderNo,
  customerId: tradeOrder.customerId,
  businessCode: tradeOrder.businessCode,
  fundCode: tradeOrder.fundCode,
  fundName: fund.shortName,
  targetFundCode: tradeOrder.targetFundCode,
  amount: tradeOrder.amount,
  shares: tradeOrder.shares,
  tradeDate: tradeOrder.tradeDate,
  placedAt: tradeOrder.placedAt,
  status: tradeOrder.status,
};

export function recentOrdersOf(db: DbExecutor, customerId: string, limit: number): Promise<DetailOrderRow[]> {
  return db
    .select(orderColumns)
    .from(tradeOrder)
    .leftJoin(fund, eq(fund.code, tradeOrder.fundCode))
    .where(eq(tradeOrder.customerId, customerId))
    .orderBy(desc(tradeOrder.placedAt), desc(tradeOrder.orderNo))
    .limit(limit);
}

// Scoped by the customer: another customer's order reads as absent.
export async function findCustomerOrder(db: DbExecutor, customerId: string, orderId: string): Promise<DetailOrderRow | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(tradeOrder)
    .leftJoin(fund, eq(fund.code, tradeOrder.fundCode))
    .where(and(eq(tradeOrder.id, orderId), eq(tradeOrder.customerId, customerId)))
    .limit(1);
  return row;
}

// The orders of the customer with a cancel proposed and not decided yet (payload.customerId / payload.orderId).
export async function pendingCancelOrderIds(db: DbExecutor, customerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ orderId: sql<string>`${proposal.payload} ->> 'orderId'` })
    .from(proposal)
    .where(
      and(eq(proposal.kind, 'order.cancel'), eq(proposal.status, 'pending'), sql`${proposal.payload} ->> 'customerId' = ${customerId}`),
    );
  return new Set(rows.map((r) => r.orderId));
}

export function cardHistoryOf(
  db: DbExecutor,
  customerId: string,
): Promise<Pick<BankCardRow, 'tradeacco' | 'bankCode' | 'cardHead' | 'cardTail' | 'createdAt' | 'unboundAt'>[]> {
  return db
    .select({
      tradeacco: bankCard.tradeacco,
      bankCode: bankCard.bankCode,
      cardHead: bankCard.cardHead,
      cardTail: bankCard.cardTail,
      createdAt: bankCard.createdAt,
      unboundAt: bankCard.unboundAt,
    })
    .from(bankCard)
    .where(eq(bankCard.customerId, customerId));
}

export function riskAssessmentsOf(db: DbExecutor, customerId: string, limit: number) {
  return db
    .select({ level: riskAssessment.level, score: riskAssessment.score, assessedAt: riskAssessment.assessedAt })
    .from(riskAssessment)
    .where(eq(riskAssessment.customerId, customerId))
    .orderBy(desc(riskAssessment.assessedAt))
    .limit(limit);
}

export function authEventsOf(db: DbExecutor, customerId: string, limit: number) {
  return db
    .select({ type: authEvent.type, at: authEvent.at, ip: authEvent.ip, userAgent: authEvent.userAgent })
    .from(authEvent)
    .where(eq(authEvent.customerId, customerId))
    .orderBy(desc(authEvent.at))
    .limit(limit);
}

export type StaffActionRow = Pick<AuditLogRow, 'occurredAt' | 'username' | 'action' | 'reason' | 'target'>;

// The console's rows about this customer: its actions name the customer ('customer:<custno>'); every row of an order
// cancel proposal (proposed, approved, rejected, failed) names 'order.cancel:<custno>/<orderNo>'.
export function staffActionsOn(db: DbExecutor, custno: string, limit: number): Promise<StaffActionRow[]> {
  return db
    .select({
      occurredAt: auditLog.occurredAt,
      username: auditLog.username,
      action: auditLog.action,
      reason: auditLog.reason,
      target: auditLog.target,
    })
    .from(auditLog)
    .where(or(eq(auditLog.target, `customer:${custno}`), like(auditLog.target, `order.cancel:${custno}/%`)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export async function setFreeze(
  db: DbExecutor,
  customerId: string,
  freeze: { frozenAt: Date; frozenReason: string; frozenBy: string } | null,
  now: Date,
): Promise<void> {
  await db
    .update(customer)
    .set({
      frozenAt: freeze?.frozenAt ?? null,
      frozenReason: freeze?.frozenReason ?? null,
      frozenBy: freeze?.frozenBy ?? null,
      updatedAt: now,
    })
    .where(eq(customer.id, customerId));
}
