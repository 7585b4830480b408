import { layoutByCode } from '@fund-direct/domain/bank-statement';
import {
  BANK_STATEMENT_TEXT,
  type BankLineIgnoreRequest,
  type BankLineItem,
  type BankLineMatchRequest,
  type BankLinesQuery,
  type BankLinesResponse,
  type BankStatementListResponse,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { remitMismatch } from '@fund-direct/domain/ops';
import { cancelDeadline } from '@fund-direct/domain/trade';
import type { DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { recordRemitArrival } from '../trading/remittance.service.ts';
import type { BankStatementDeps } from './bank-statement-import.service.ts';
import { lockLine, remitOrderForLine, resolveLine, type LockedLine } from './bank-statement.repository.ts';
import { latestStatements, lineView, statementLines, statementView, type StatementView } from './bank-statement-views.repository.ts';
import { isUniqueViolation } from './unique-violation.ts';

const LIST_LIMIT = 100;
const OPEN_STATES: readonly string[] = ['unmatched', 'ambiguous'];

const named = (view: StatementView) => ({ ...view, layoutName: layoutByCode(view.layout)?.name ?? view.layout });

export async function bankStatementList(deps: BankStatementDeps): Promise<BankStatementListResponse> {
  return { list: (await latestStatements(deps.db, LIST_LIMIT)).map(named) };
}

export async function bankStatementLines(deps: BankStatementDeps, id: string, query: BankLinesQuery): Promise<BankLinesResponse> {
  const statement = await statementView(deps.db, id);
  if (!statement) throw new AppError('RESOURCE_NOT_FOUND', BANK_STATEMENT_TEXT.statementMissing);
  return { statement: named(statement), list: await statementLines(deps.db, id, query.state) };
}

async function openLine(tx: DbExecutor, lineId: string): Promise<LockedLine> {
  const line = await lockLine(tx, lineId);
  if (!line) throw new AppError('RESOURCE_NOT_FOUND', BANK_STATEMENT_TEXT.lineMissing);
  // Only what the import left to a person is resolved by one, once.
  if (!OPEN_STATES.includes(line.state)) throw new AppError('OPS_BANK_LINE_STATE');
  return line;
}

const mismatch = (message: string) => new AppError('OPS_REMIT_MISMATCH', message, { field: 'orderNo' });

async function viewOf(db: DbExecutor, lineId: string): Promise<BankLineItem> {
  const view = await lineView(db, lineId);
  if (!view) throw new AppError('RESOURCE_NOT_FOUND', BANK_STATEMENT_TEXT.lineMissing);
  return view;
}

// A person matches a waiting credit line to a remittance order under the console's checks (awaiting, before its
// cut-off, booked after the order, exact amount, the customer's own name, the bank serial not recorded before); the
// order is paid through the remittance path and the audit row is written in the same transaction.
export async function matchBankLine(
  deps: BankStatementDeps,
  actor: StaffActor,
  meta: AuditMeta,
  lineId: string,
  request: BankLineMatchRequest,
): Promise<BankLineItem> {
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const line = await openLine(tx, lineId);
      if (line.direction !== 'in') throw new AppError('OPS_BANK_LINE_STATE', BANK_STATEMENT_TEXT.notCredit);
      const order = await remitOrderForLine(tx, request.orderNo);
      if (!order || order.paymentMethod !== 'remit') {
        throw new AppError('RESOURCE_NOT_FOUND', BANK_STATEMENT_TEXT.orderMissing, { field: 'orderNo' });
      }
      const awaiting = order.status === '9' && order.paymentStatus === 'awaiting';
      if (!awaiting || now.getTime() >= cancelDeadline(order.tradeDate).getTime()) {
        throw new AppError('OPS_REMIT_NOT_AWAITING', undefined, { field: 'orderNo' });
      }
      if (line.bookedAt.getTime() < order.placedAt.getTime()) throw mismatch(BANK_STATEMENT_TEXT.arrivedBeforeOrder);
      const refused = remitMismatch(order, { amount: line.amount, payerName: line.payerName });
      if (refused) throw mismatch(refused.message);
      const arrival = await recordRemitArrival(tx, request.orderNo, line.amount, now, {
        payerName: line.payerName,
        bankReference: line.bankSerial,
        arrivedAt: line.bookedAt,
        recordedBy: actor.id,
      });
      if (arrival.result !== 'matched') throw new AppError('OPS_REMIT_NOT_AWAITING', undefined, { field: 'orderNo' });
      await resolveLine(tx, lineId, { state: 'manual', orderId: order.id, note: null, resolvedBy: actor.id, resolvedAt: now });
      await recordAudit(tx, {
        actor,
        action: 'bank_statement.match',
        target: `bank_statement_line:${lineId}`,
        before: { state: line.state, note: line.note },
        after: { state: 'manual', orderNo: request.orderNo, amount: line.amount, payerName: line.payerName, bankSerial: line.bankSerial },
        meta,
        at: now,
      });
    });
  } catch (error) {
    // The serial recorded by the remittance page, or two people matching one line at once: the unique indexes decide.
    if (isUniqueViolation(error)) throw new AppError('OPS_REMIT_REFERENCE_USED', undefined, { field: 'orderNo' });
    throw error;
  }
  return viewOf(deps.db, lineId);
}

// A line that pays no order (a refund, a transfer to be returned, a test amount): set aside with the reason.
export async function ignoreBankLine(
  deps: BankStatementDeps,
  actor: StaffActor,
  meta: AuditMeta,
  lineId: string,
  request: BankLineIgnoreRequest,
): Promise<BankLineItem> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const line = await openLine(tx, lineId);
    await resolveLine(tx, lineId, { state: 'ignored', orderId: null, note: request.reason, resolvedBy: actor.id, resolvedAt: now });
    await recordAudit(tx, {
      actor,
      action: 'bank_statement.ignore',
      target: `bank_statement_line:${lineId}`,
      before: { state: line.state, note: line.note },
      after: { state: 'ignored' },
      reason: request.reason,
      meta,
      at: now,
    });
  });
  return viewOf(deps.db, lineId);
}
