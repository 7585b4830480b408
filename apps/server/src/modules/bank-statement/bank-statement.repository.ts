import type { StatementLine } from '@fund-direct/domain/bank-statement';
import type { BankLineState } from '@fund-direct/domain/contracts/ops';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

const INSERT_CHUNK = 1000;

export interface NewStatement {
  fileName: string;
  sha256: string;
  layout: string;
  accountNo: string;
  periodStart: string;
  periodEnd: string;
  importedBy: string | null;
  importedByName: string;
  importedAt: Date;
  lineCount: number;
}

// The statement's id, or null when a file of the same bytes was imported before.
export async function insertStatement(tx: DbExecutor, statement: NewStatement): Promise<string | null> {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`insert into bank_statement (file_name, sha256, layout, account_no, period_start, period_end, imported_by, imported_by_name,
          imported_at, line_count, duplicate_count)
        values (${statement.fileName}, ${statement.sha256}, ${statement.layout}, ${statement.accountNo}, ${statement.periodStart}::date,
          ${statement.periodEnd}::date, ${statement.importedBy}::uuid, ${statement.importedByName},
          ${statement.importedAt.toISOString()}::timestamptz, ${statement.lineCount}, 0)
        on conflict (sha256) do nothing returning id`,
  );
  return row?.id ?? null;
}

export async function setDuplicateCount(tx: DbExecutor, statementId: string, count: number): Promise<void> {
  await tx.execute(sql`update bank_statement set duplicate_count = ${count} where id = ${statementId}::uuid`);
}

// Lines whose (account, bank serial) an earlier file brought are skipped; answers the ids of the lines kept, by line.
export async function insertLines(
  tx: DbExecutor,
  statementId: string,
  accountNo: string,
  lines: readonly StatementLine[],
): Promise<Map<number, string>> {
  const kept = new Map<number, string>();
  for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
    const values = lines.slice(start, start + INSERT_CHUNK).map(
      (line) =>
        sql`(${statementId}::uuid, ${line.lineNo}, ${accountNo}, ${line.bookedAt}::timestamptz, ${line.direction}, ${line.amount}::numeric,
          ${line.payerName}, ${line.payerAccount}, ${line.memo}, ${line.bankSerial}, 'unmatched')`,
    );
    const rows = await rowsOf<{ id: string; lineNo: number }>(
      tx,
      sql`insert into bank_statement_line (statement_id, line_no, account_no, booked_at, direction, amount, payer_name, payer_account,
            memo, bank_serial, state)
          values ${sql.join(values, sql`, `)}
          on conflict (account_no, bank_serial) do nothing returning id, line_no as "lineNo"`,
    );
    for (const row of rows) kept.set(Number(row.lineNo), row.id);
  }
  return kept;
}

export interface LineResolution {
  state: BankLineState;
  orderId: string | null;
  note: string | null;
  resolvedBy?: string | null;
  resolvedAt?: Date | null;
}

export async function resolveLine(tx: DbExecutor, lineId: string, resolution: LineResolution): Promise<void> {
  await tx.execute(
    sql`update bank_statement_line set state = ${resolution.state}, order_id = ${resolution.orderId}::uuid, note = ${resolution.note},
          resolved_by = ${resolution.resolvedBy ?? null}::uuid, resolved_at = ${resolution.resolvedAt?.toISOString() ?? null}::timestamptz
        where id = ${lineId}::uuid`,
  );
}

export interface AwaitingCandidateRow {
  orderNo: string;
  amount: string;
  customerName: string | null;
}

// Every remittance order still waiting for its money, with the customer's name (the payer must be the customer).
export async function awaitingRemitCandidates(tx: DbExecutor): Promise<AwaitingCandidateRow[]> {
  return rowsOf<AwaitingCandidateRow>(
    tx,
    sql`select o.order_no as "orderNo", o.amount::text as amount, c.custname as "customerName"
        from trade_order o join customer c on c.id = o.customer_id
        where o.status = '9' and o.payment_method = 'remit' and o.payment_status = 'awaiting'`,
  );
}

export interface OrderRef {
  id: string;
  orderNo: string;
  amount: string;
}

// Card-paid orders among `orderNos` that no statement line records yet.
export async function unrecordedCardOrders(tx: DbExecutor, orderNos: readonly string[]): Promise<OrderRef[]> {
  if (orderNos.length === 0) return [];
  return rowsOf<OrderRef>(
    tx,
    sql`select o.id, o.order_no as "orderNo", o.amount::text as amount from trade_order o
        where o.order_no in (${sql.join(
          orderNos.map((no) => sql`${no}`),
          sql`, `,
        )}) and o.payment_method = 'card'
          and not exists (select 1 from bank_statement_line l where l.order_id = o.id)`,
  );
}

export async function orderIdOf(tx: DbExecutor, orderNo: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ id: string }>(tx, sql`select id from trade_order where order_no = ${orderNo}`);
  return row?.id;
}

export interface LockedLine {
  id: string;
  statementId: string;
  direction: 'in' | 'out';
  amount: string;
  payerName: string;
  bookedAt: Date;
  bankSerial: string;
  state: BankLineState;
  note: string | null;
}

export async function lockLine(tx: DbExecutor, lineId: string): Promise<LockedLine | undefined> {
  const [row] = await rowsOf<LockedLine>(
    tx,
    sql`select id, statement_id as "statementId", direction, amount::text as amount, payer_name as "payerName", booked_at as "bookedAt",
          bank_serial as "bankSerial", state, note
        from bank_statement_line where id = ${lineId}::uuid for update`,
  );
  return row && { ...row, bookedAt: new Date(row.bookedAt) };
}

export interface RemitOrderForLine {
  id: string;
  amount: string;
  status: string;
  paymentStatus: string | null;
  paymentMethod: string | null;
  tradeDate: string;
  placedAt: Date;
  customerName: string | null;
}

export async function remitOrderForLine(tx: DbExecutor, orderNo: string): Promise<RemitOrderForLine | undefined> {
  const [row] = await rowsOf<RemitOrderForLine>(
    tx,
    sql`select o.id, o.amount::text as amount, o.status, o.payment_status as "paymentStatus", o.payment_method as "paymentMethod",
          o.trade_date::text as "tradeDate", o.placed_at as "placedAt", c.custname as "customerName"
        from trade_order o join customer c on c.id = o.customer_id where o.order_no = ${orderNo}`,
  );
  return row && { ...row, placedAt: new Date(row.placedAt) };
}
