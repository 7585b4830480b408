import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { bankCard, riskAssessment } from '../../db/schema/account.ts';
import { authEvent } from '../../db/schema/auth.ts';
import { footprint, watch } from '../../db/schema/behaviour.ts';
import { customer } from '../../db/schema/customer.ts';
import { fund } from '../../db/schema/fund.ts';
import { session } from '../../db/schema/session.ts';
import { fixedPlan, holding, tradeOrder } from '../../db/schema/trading.ts';

// Everything held about one customer, table by table, for their export. Secrets (password hashes, token hashes,
// sealed columns) are never selected; the ID number comes sealed and is masked by the service.

export async function profileRow(db: DbExecutor, customerId: string) {
  const [row] = await db
    .select({
      custno: customer.custno,
      mobile: customer.mobile,
      custname: customer.custname,
      custtype: customer.custtype,
      idtype: customer.idtype,
      idnoEnc: customer.idnoEnc,
      email: customer.email,
      sex: customer.sex,
      birthday: customer.birthday,
      address: customer.address,
      zipcode: customer.zipcode,
      riskability: customer.riskability,
      createdAt: customer.createdAt,
      openedAt: customer.openedAt,
      lastLoginAt: customer.lastLoginAt,
    })
    .from(customer)
    .where(eq(customer.id, customerId))
    .limit(1);
  return row;
}

export function cardRows(db: DbExecutor, customerId: string) {
  return db
    .select({
      bankCode: bankCard.bankCode,
      cardHead: bankCard.cardHead,
      cardTail: bankCard.cardTail,
      status: bankCard.status,
      createdAt: bankCard.createdAt,
      signedAt: bankCard.signedAt,
      unboundAt: bankCard.unboundAt,
    })
    .from(bankCard)
    .where(eq(bankCard.customerId, customerId))
    .orderBy(asc(bankCard.createdAt));
}

export function riskRows(db: DbExecutor, customerId: string) {
  return db
    .select({
      score: riskAssessment.score,
      level: riskAssessment.level,
      assessedAt: riskAssessment.assessedAt,
      expiresAt: riskAssessment.expiresAt,
    })
    .from(riskAssessment)
    .where(eq(riskAssessment.customerId, customerId))
    .orderBy(asc(riskAssessment.assessedAt));
}

export function orderRows(db: DbExecutor, customerId: string) {
  return db
    .select({
      orderNo: tradeOrder.orderNo,
      businessCode: tradeOrder.businessCode,
      fundCode: tradeOrder.fundCode,
      fundName: fund.name,
      amount: tradeOrder.amount,
      shares: tradeOrder.shares,
      quotedFee: tradeOrder.quotedFee,
      status: tradeOrder.status,
      tradeDate: tradeOrder.tradeDate,
      placedAt: tradeOrder.placedAt,
      failReason: tradeOrder.failReason,
    })
    .from(tradeOrder)
    .innerJoin(fund, eq(fund.code, tradeOrder.fundCode))
    .where(eq(tradeOrder.customerId, customerId))
    .orderBy(asc(tradeOrder.placedAt), asc(tradeOrder.orderNo));
}

export function holdingRows(db: DbExecutor, customerId: string) {
  return db
    .select({
      fundCode: holding.fundCode,
      fundName: fund.name,
      shares: holding.shares,
      frozen: holding.frozen,
      cost: holding.cost,
      firstDate: holding.firstDate,
    })
    .from(holding)
    .innerJoin(fund, eq(fund.code, holding.fundCode))
    .where(eq(holding.customerId, customerId))
    .orderBy(asc(holding.fundCode));
}

export function planRows(db: DbExecutor, customerId: string) {
  return db
    .select({
      planNo: fixedPlan.planNo,
      fundCode: fixedPlan.fundCode,
      fundName: fund.name,
      amount: fixedPlan.amount,
      unit: fixedPlan.unit,
      dayOfMonth: fixedPlan.dayOfMonth,
      weekday: fixedPlan.weekday,
      status: fixedPlan.status,
      createdAt: fixedPlan.createdAt,
    })
    .from(fixedPlan)
    .innerJoin(fund, eq(fund.code, fixedPlan.fundCode))
    .where(eq(fixedPlan.customerId, customerId))
    .orderBy(asc(fixedPlan.createdAt));
}

export function sessionRows(db: DbExecutor, customerId: string) {
  return db
    .select({
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      revokedAt: session.revokedAt,
      ip: session.ip,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.customerId, customerId))
    .orderBy(asc(session.createdAt));
}

export function authEventRows(db: DbExecutor, customerId: string) {
  return db
    .select({ at: authEvent.at, type: authEvent.type, ip: authEvent.ip, userAgent: authEvent.userAgent })
    .from(authEvent)
    .where(eq(authEvent.customerId, customerId))
    .orderBy(asc(authEvent.at), asc(authEvent.id));
}

export function watchRows(db: DbExecutor, customerId: string) {
  return db
    .select({ refType: watch.refType, refObjectId: watch.refObjectId, createdAt: watch.createdAt })
    .from(watch)
    .where(eq(watch.customerId, customerId))
    .orderBy(asc(watch.createdAt));
}

export function footprintRows(db: DbExecutor, customerId: string) {
  return db
    .select({ refType: footprint.refType, refObjectId: footprint.refObjectId, viewedAt: footprint.viewedAt })
    .from(footprint)
    .where(eq(footprint.customerId, customerId))
    .orderBy(asc(footprint.viewedAt));
}
