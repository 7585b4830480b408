import {
  REMIT_OPS_TEXT,
  type RemitArrivalRequest,
  type RemitArrivalResponse,
  type RemitQueueResponse,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { maskMobile } from '@fund-direct/domain/format';
import { toMoneyString } from '@fund-direct/domain/money';
import { maskCustomerName, remitMismatch } from '@fund-direct/domain/ops';
import { cancelDeadline } from '@fund-direct/domain/trade';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { awaitingRemitOrders, bankReferenceUsed, insertRemitNotice, lockRemitOrder, markRemitPaid } from './remittance.repository.ts';

export interface RemitOpsDeps {
  db: Database;
  account: Config['remitAccount'];
  now: () => Date;
}

const QUEUE_LIMIT = 200;
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

const refused = (field: keyof RemitArrivalRequest, message: string) => new AppError('OPS_REMIT_MISMATCH', message, { field });
const referenceUsed = () => new AppError('OPS_REMIT_REFERENCE_USED', undefined, { field: 'bankReference' });

export async function remitQueue(deps: RemitOpsDeps): Promise<RemitQueueResponse> {
  const rows = await awaitingRemitOrders(deps.db, QUEUE_LIMIT);
  const { bankName, accountName, accountNo } = deps.account;
  return {
    account: { bankName, accountName, accountNo },
    list: rows.map((row) => ({
      orderNo: row.orderNo,
      fundCode: row.fundCode,
      fundName: row.fundName,
      amount: toMoneyString(row.amount),
      custno: row.custno,
      customerNameMasked: maskCustomerName(row.customerName),
      mobileMasked: maskMobile(row.mobile),
      placedAt: row.placedAt.toISOString(),
      tradeDate: row.tradeDate,
      cutoffAt: cancelDeadline(row.tradeDate).toISOString(),
    })),
  };
}

// A transfer recorded by staff pays the order only by the domain's rule (exact amount, the customer's own name),
// arrived between the order and its cut-off, with a bank reference used once; the audit row is in the same
// transaction. What fails the rule is refused and pays nothing.
export async function recordStaffRemitArrival(
  deps: RemitOpsDeps,
  actor: StaffActor,
  meta: AuditMeta,
  orderNo: string,
  request: RemitArrivalRequest,
): Promise<RemitArrivalResponse> {
  const now = deps.now();
  const arrivedAt = new Date(request.arrivedAt);
  const amount = toMoneyString(request.amount);
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await lockRemitOrder(tx, orderNo);
      if (!order) throw new AppError('RESOURCE_NOT_FOUND', REMIT_OPS_TEXT.orderMissing);
      const cutoff = cancelDeadline(order.tradeDate);
      // Past the cut-off the order fails in the next batch, as it always has.
      if (order.status !== '9' || order.paymentStatus !== 'awaiting' || now.getTime() >= cutoff.getTime()) {
        throw new AppError('OPS_REMIT_NOT_AWAITING');
      }
      if (arrivedAt.getTime() > now.getTime()) throw refused('arrivedAt', REMIT_OPS_TEXT.arrivedInFuture);
      if (arrivedAt.getTime() < order.placedAt.getTime()) throw refused('arrivedAt', REMIT_OPS_TEXT.arrivedBeforeOrder);
      const mismatch = remitMismatch(order, { amount, payerName: request.payerName });
      if (mismatch) throw refused(mismatch.field, mismatch.message);
      if (await bankReferenceUsed(tx, request.bankReference)) throw referenceUsed();
      await markRemitPaid(tx, order.id, now);
      await insertRemitNotice(tx, {
        orderId: order.id,
        orderNo,
        amount,
        result: 'matched',
        arrivedAt,
        payerName: request.payerName,
        bankReference: request.bankReference,
        recordedBy: actor.id,
        recordedAt: now,
      });
      await recordAudit(tx, {
        actor,
        action: 'remit.match',
        target: `trade_order:${orderNo}`,
        before: { custno: order.custno, amount: order.amount, paymentStatus: order.paymentStatus },
        after: {
          paymentStatus: 'paid',
          amount,
          payerName: request.payerName,
          bankReference: request.bankReference,
          arrivedAt: arrivedAt.toISOString(),
        },
        meta,
        at: now,
      });
      return { orderNo, amount, paymentStatus: 'paid' as const };
    });
  } catch (error) {
    // Two staff members recording one transfer at once: the unique index decides.
    if (isUniqueViolation(error)) throw referenceUsed();
    throw error;
  }
}
