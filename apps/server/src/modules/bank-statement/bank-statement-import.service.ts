import { createHash } from 'node:crypto';
import {
  cardOrderOfLine,
  layoutByCode,
  matchCreditLine,
  orderNumbersInMemo,
  parseStatementRows,
  type AwaitingOrderCandidate,
  type StatementLine,
} from '@fund-direct/domain/bank-statement';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import { BANK_STATEMENT_TEXT, type BankStatementImportResponse } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { Database, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { recordRemitArrival } from '../trading/remittance.service.ts';
import {
  awaitingRemitCandidates,
  insertLines,
  insertStatement,
  orderIdOf,
  resolveLine,
  setDuplicateCount,
  unrecordedCardOrders,
  type OrderRef,
} from './bank-statement.repository.ts';
import { statementView } from './bank-statement-views.repository.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { StatementFileError, statementRows } from './statement-file.ts';

export interface BankStatementDeps {
  db: Database;
  // The company's collection account (REMIT_ACCOUNT_NO): the account every imported statement is of.
  accountNo: string;
  now: () => Date;
}

export interface StatementUpload {
  fileName: string;
  bytes: Buffer;
  layout?: string;
}

// Who imports: a staff member in the console, or the CLI (no staff; the audit row names `cli`).
export type Importer = { actor: StaffActor; meta: AuditMeta } | { actor: null };

const IMPORT_TEXT = {
  debit: '支出流水，不用于匹配汇款',
  notPaid: (orderNo: string) => `订单 ${orderNo} 已不在等待汇款（已支付、已失败或已过截止时间）`,
  referenceUsed: '该银行流水号已在汇款匹配中登记过',
  cardRecorded: (orderNo: string) => `银行卡支付订单 ${orderNo} 的扣款记录`,
} as const;

class NotPaid extends Error {}

const fileError = (message: string, details?: unknown) => new AppError('OPS_BANK_STATEMENT_FILE', message, details);

async function parsedLines(upload: StatementUpload) {
  if (upload.layout !== undefined && !layoutByCode(upload.layout))
    throw new AppError('VALIDATION', BANK_STATEMENT_TEXT.layoutInvalid, { field: 'bank' });
  let rows: string[][];
  try {
    rows = await statementRows(upload.fileName, upload.bytes);
  } catch (error) {
    if (error instanceof StatementFileError) throw fileError(error.message, { field: 'file' });
    throw error;
  }
  const parsed = parseStatementRows(rows, upload.layout);
  if (!parsed.ok) {
    const [first] = parsed.errors;
    throw fileError(parsed.errors.map((error) => error.message).join('；'), {
      field: 'file',
      line: first?.line,
      column: first?.column,
      errors: parsed.errors,
    });
  }
  return parsed;
}

// A credit line the rule matched pays its order through the remittance path (recordRemitArrival, as `remit arrive`
// and the console's matching pay it), inside a savepoint: when the order is no longer payable or the bank serial was
// recorded by hand before, nothing of it stays and the line waits for a person.
async function payRemittance(tx: DbExecutor, line: StatementLine, orderNo: string, now: Date): Promise<string | null> {
  try {
    await tx.transaction(async (savepoint) => {
      const arrival = await recordRemitArrival(savepoint, orderNo, line.amount, now, {
        payerName: line.payerName,
        bankReference: line.bankSerial,
        arrivedAt: new Date(line.bookedAt),
      });
      if (arrival.result !== 'matched') throw new NotPaid();
    });
    return null;
  } catch (error) {
    if (error instanceof NotPaid) return IMPORT_TEXT.notPaid(orderNo);
    if (isUniqueViolation(error)) return IMPORT_TEXT.referenceUsed;
    throw error;
  }
}

async function resolveNewLines(tx: DbExecutor, lines: readonly StatementLine[], ids: Map<number, string>, now: Date): Promise<void> {
  const candidates: AwaitingOrderCandidate[] = await awaitingRemitCandidates(tx);
  const cardOrders: OrderRef[] = await unrecordedCardOrders(tx, [...new Set(lines.flatMap((line) => orderNumbersInMemo(line.memo)))]);
  for (const line of lines) {
    const id = ids.get(line.lineNo);
    if (!id) continue;
    if (line.direction === 'in') {
      const match = matchCreditLine(line, candidates);
      if (match.state === 'matched') {
        const refused = await payRemittance(tx, line, match.orderNo, now);
        const orderId = refused ? null : ((await orderIdOf(tx, match.orderNo)) ?? null);
        // An order is paid once: a later line naming it waits for a person.
        const paid = candidates.findIndex((order) => order.orderNo === match.orderNo);
        if (paid >= 0) candidates.splice(paid, 1);
        await resolveLine(
          tx,
          id,
          orderId ? { state: 'matched', orderId, note: null } : { state: 'unmatched', orderId: null, note: refused },
        );
        continue;
      }
      if (await recordCardLine(tx, id, line, cardOrders)) continue;
      await resolveLine(tx, id, { state: match.state, orderId: null, note: match.note });
      continue;
    }
    if (await recordCardLine(tx, id, line, cardOrders)) continue;
    await resolveLine(tx, id, { state: 'ignored', orderId: null, note: IMPORT_TEXT.debit });
  }
}

async function recordCardLine(tx: DbExecutor, lineId: string, line: StatementLine, cardOrders: OrderRef[]): Promise<boolean> {
  const orderNo = cardOrderOfLine(line, cardOrders);
  const index = cardOrders.findIndex((order) => order.orderNo === orderNo);
  const order = cardOrders[index];
  if (!order) return false;
  cardOrders.splice(index, 1);
  await resolveLine(tx, lineId, { state: 'matched', orderId: order.id, note: IMPORT_TEXT.cardRecorded(order.orderNo) });
  return true;
}

// Import = the whole file validated (any refused cell refuses it, naming line and column) → the statement and its
// new lines inserted → each new credit line matched, all in one transaction with the audit row. The same file
// again (same SHA-256) is refused; lines an earlier file brought (same account and bank serial) are skipped and
// counted, so an overlapping export matches nothing twice.
export async function importBankStatement(
  deps: BankStatementDeps,
  importer: Importer,
  upload: StatementUpload,
): Promise<BankStatementImportResponse> {
  const parsed = await parsedLines(upload);
  const now = deps.now();
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const days = parsed.lines.map((line) => shanghaiDate(new Date(line.bookedAt))).sort();
  const statementId = await deps.db.transaction(async (tx) => {
    const id = await insertStatement(tx, {
      fileName: upload.fileName.slice(0, 200),
      sha256,
      layout: parsed.layout.code,
      accountNo: deps.accountNo,
      periodStart: days[0] ?? shanghaiDate(now),
      periodEnd: days[days.length - 1] ?? shanghaiDate(now),
      importedBy: importer.actor?.id ?? null,
      importedByName: importer.actor?.username ?? 'cli',
      importedAt: now,
      lineCount: parsed.lines.length,
    });
    if (!id) throw new AppError('OPS_BANK_STATEMENT_DUPLICATE', undefined, { field: 'file' });
    const ids = await insertLines(tx, id, deps.accountNo, parsed.lines);
    await setDuplicateCount(tx, id, parsed.lines.length - ids.size);
    await resolveNewLines(tx, parsed.lines, ids, now);
    const view = await statementView(tx, id);
    await recordAudit(tx, {
      actor: importer.actor,
      username: importer.actor ? undefined : 'cli',
      action: 'bank_statement.import',
      target: `bank_statement:${id}`,
      after: { fileName: upload.fileName, sha256, layout: parsed.layout.code, lineCount: parsed.lines.length, counts: view?.counts },
      ...(importer.actor ? { meta: importer.meta } : {}),
      at: now,
    });
    return id;
  });
  const view = await statementView(deps.db, statementId);
  if (!view) throw new AppError('RESOURCE_NOT_FOUND', BANK_STATEMENT_TEXT.statementMissing);
  return { ...view, layoutName: parsed.layout.name };
}
