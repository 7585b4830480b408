import { shanghaiDate } from '@fund-direct/domain/calendar';
import { RECORD_STATUSES } from '@fund-direct/domain/codes';
import {
  CUSTOMER_ACTION_TEXT,
  CUSTOMER_OPS_TEXT,
  type CustomerActionRequest,
  type CustomerActionResponse,
  type CustomerCancelProposalResponse,
  type CustomerFreezeRequest,
  type OrderCancelPayload,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { AuditAction } from '@fund-direct/domain/ops';
import type { Database, DbExecutor } from '../../db/database.ts';
import type { CustomerRow } from '../../db/schema/customer.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionStore } from '../session/session.service.ts';
import { clearTradePasswordFailures } from '../trade-password/trade-password.public.ts';
import { tradePasswordLocked } from '../trade-password/trade-password.service.ts';
import { orderCancellable } from './customer-detail.service.ts';
import { findCustomerOrder, lockCustomerRow, pendingCancelOrderIds, setFreeze } from './customer-detail.repository.ts';

export interface CustomerActionDeps {
  db: Database;
  sessions: SessionStore;
  now: () => Date;
}

interface Actor {
  actor: StaffActor;
  meta: AuditMeta;
}

const stateError = (msg: string) => new AppError('OPS_CUSTOMER_STATE', msg);

// Each action locks the customer row, checks the state it changes, changes it and writes its audit row (before/after)
// in one transaction: the change and its record stand or fall together.
async function act(
  deps: CustomerActionDeps,
  who: Actor,
  customerId: string,
  action: AuditAction,
  reason: string,
  change: (tx: DbExecutor, row: CustomerRow, now: Date) => Promise<{ before: unknown; after: unknown; affected: number }>,
): Promise<CustomerActionResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await lockCustomerRow(tx, customerId);
    if (!row) throw new AppError('RESOURCE_NOT_FOUND', CUSTOMER_OPS_TEXT.customerMissing);
    if (row.closedAt) throw stateError(CUSTOMER_ACTION_TEXT.accountClosed);
    const now = deps.now();
    const { before, after, affected } = await change(tx, row, now);
    await recordAudit(tx, { actor: who.actor, action, target: `customer:${row.custno}`, before, after, reason, meta: who.meta, at: now });
    return { done: true, affected };
  });
}

// A trade password locked for the day (five wrong answers) may be tried again at once.
export function unlockTradePassword(deps: CustomerActionDeps, who: Actor, customerId: string, request: CustomerActionRequest) {
  return act(deps, who, customerId, 'customer.unlock_trade_password', request.reason, async (tx, row, now) => {
    if (!tradePasswordLocked({ failures: row.tradePasswordFailures, failureDay: row.tradePasswordFailureDay }, now))
      throw stateError(CUSTOMER_ACTION_TEXT.notLocked);
    await clearTradePasswordFailures(tx, row.id);
    const failures = row.tradePasswordFailureDay === shanghaiDate(now) ? row.tradePasswordFailures : 0;
    return { before: { locked: true, failuresToday: failures }, after: { locked: false, failuresToday: 0 }, affected: 1 };
  });
}

// Every live session ends: the session store reads the database on each call (no cache in front of it), so the
// customer's next call answers 401.
export function revokeSessions(deps: CustomerActionDeps, who: Actor, customerId: string, request: CustomerActionRequest) {
  return act(deps, who, customerId, 'customer.revoke_sessions', request.reason, async (tx, row) => {
    const revoked = await deps.sessions.revokeAllFor(row.id, undefined, tx);
    return { before: { liveSessions: revoked }, after: { liveSessions: 0 }, affected: revoked };
  });
}

export function freezeAccount(deps: CustomerActionDeps, who: Actor, customerId: string, request: CustomerFreezeRequest) {
  return act(deps, who, customerId, 'customer.freeze', request.reason, async (tx, row, now) => {
    if (row.frozenAt) throw stateError(CUSTOMER_ACTION_TEXT.alreadyFrozen);
    await setFreeze(tx, row.id, { frozenAt: now, frozenReason: request.notice, frozenBy: who.actor.username }, now);
    return { before: { frozen: false }, after: { frozen: true, notice: request.notice }, affected: 1 };
  });
}

export function unfreezeAccount(deps: CustomerActionDeps, who: Actor, customerId: string, request: CustomerActionRequest) {
  return act(deps, who, customerId, 'customer.unfreeze', request.reason, async (tx, row, now) => {
    if (!row.frozenAt) throw stateError(CUSTOMER_ACTION_TEXT.notFrozen);
    await setFreeze(tx, row.id, null, now);
    return {
      before: { frozen: true, notice: row.frozenReason, frozenBy: row.frozenBy, frozenAt: row.frozenAt.toISOString() },
      after: { frozen: false },
      affected: 1,
    };
  });
}

// Maker–checker: customer service proposes, a checker's approval cancels (order-cancel.handler.ts). The proposal's
// target names the customer and the order, so the customer's timeline finds every row of it.
export async function proposeOrderCancel(
  deps: CustomerActionDeps,
  who: Actor,
  customerId: string,
  orderId: string,
  request: CustomerActionRequest,
): Promise<CustomerCancelProposalResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await lockCustomerRow(tx, customerId);
    if (!row) throw new AppError('RESOURCE_NOT_FOUND', CUSTOMER_OPS_TEXT.customerMissing);
    const order = await findCustomerOrder(tx, row.id, orderId);
    if (!order) throw new AppError('RESOURCE_NOT_FOUND', CUSTOMER_ACTION_TEXT.orderMissing);
    const now = deps.now();
    if (!orderCancellable(order, now)) throw stateError(CUSTOMER_ACTION_TEXT.orderNotCancellable);
    if ((await pendingCancelOrderIds(tx, row.id)).has(order.id)) throw stateError(CUSTOMER_ACTION_TEXT.cancelAlreadyProposed);
    const payload: OrderCancelPayload = { customerId: row.id, orderId: order.id, orderNo: order.orderNo };
    const size = order.amount ? `${order.amount}元` : order.shares ? `${order.shares}份` : '';
    const described = {
      custno: row.custno,
      custname: row.custname,
      orderNo: order.orderNo,
      fundCode: order.fundCode,
      ...(order.amount ? { amount: order.amount } : { shares: order.shares }),
    };
    return {
      proposalId: (
        await propose(tx, who.actor, who.meta, now, {
          kind: 'order.cancel',
          target: `${row.custno}/${order.orderNo}`,
          summary:
            `代客户 ${row.custname ?? ''}（${row.custno}）撤销订单 ${order.orderNo}：${order.fundName ?? order.fundCode} ${size}`.trim(),
          payload,
          before: { ...described, orderStatus: RECORD_STATUSES['9'] },
          after: { ...described, orderStatus: RECORD_STATUSES['4'] },
          note: request.reason,
        })
      ).id,
    };
  });
}
