import type { BankLineItem, BankLineState, BankStatementItem } from '@fund-direct/domain/contracts/ops';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

// The console's reads: statements with their lines counted by state, and a statement's lines.

interface StatementRow extends Omit<BankStatementItem, 'layoutName' | 'counts' | 'importedAt'> {
  importedAt: Date | string;
  counts: Record<string, number> | string | null;
}

const statementSelect = (where: SQL) => sql`
  select s.id, s.file_name as "fileName", s.layout, s.account_no as "accountNo", s.period_start::text as "periodStart",
    s.period_end::text as "periodEnd", s.imported_by_name as "importedBy", s.imported_at as "importedAt",
    s.line_count as "lineCount", s.duplicate_count as "duplicateCount",
    (select json_object_agg(state, n) from (select state, count(*)::int as n from bank_statement_line l
       where l.statement_id = s.id group by state) counted) as counts
  from bank_statement s ${where}`;

export type StatementView = Omit<BankStatementItem, 'layoutName'>;

function statementOf(row: StatementRow): StatementView {
  const counted = (typeof row.counts === 'string' ? JSON.parse(row.counts) : (row.counts ?? {})) as Record<string, number>;
  const count = (state: BankLineState) => Number(counted[state] ?? 0);
  return {
    id: row.id,
    fileName: row.fileName,
    layout: row.layout,
    accountNo: row.accountNo,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    importedBy: row.importedBy,
    importedAt: new Date(row.importedAt).toISOString(),
    lineCount: Number(row.lineCount),
    duplicateCount: Number(row.duplicateCount),
    counts: {
      matched: count('matched'),
      manual: count('manual'),
      unmatched: count('unmatched'),
      ambiguous: count('ambiguous'),
      ignored: count('ignored'),
    },
  };
}

export async function latestStatements(db: DbExecutor, limit: number): Promise<StatementView[]> {
  const rows = await rowsOf<StatementRow>(db, sql`${statementSelect(sql``)} order by s.imported_at desc, s.id limit ${limit}`);
  return rows.map(statementOf);
}

export async function statementView(db: DbExecutor, id: string): Promise<StatementView | undefined> {
  const [row] = await rowsOf<StatementRow>(db, statementSelect(sql`where s.id = ${id}::uuid`));
  return row && statementOf(row);
}

interface LineRow extends Omit<BankLineItem, 'bookedAt' | 'resolvedAt'> {
  bookedAt: Date | string;
  resolvedAt: Date | string | null;
}

const lineSelect = (where: SQL) => sql`
  select l.id, l.line_no as "lineNo", l.booked_at as "bookedAt", l.direction, l.amount::text as amount, l.payer_name as "payerName",
    l.payer_account as "payerAccount", l.memo, l.bank_serial as "bankSerial", l.state, o.order_no as "orderNo",
    st.username as "resolvedBy", l.resolved_at as "resolvedAt", l.note
  from bank_statement_line l left join trade_order o on o.id = l.order_id left join staff st on st.id = l.resolved_by
  ${where}`;

function lineOf(row: LineRow): BankLineItem {
  return {
    ...row,
    lineNo: Number(row.lineNo),
    bookedAt: new Date(row.bookedAt).toISOString(),
    resolvedAt: row.resolvedAt === null ? null : new Date(row.resolvedAt).toISOString(),
  };
}

export async function statementLines(db: DbExecutor, statementId: string, state: BankLineState | undefined): Promise<BankLineItem[]> {
  const stateFilter = state ? sql` and l.state = ${state}` : sql``;
  const rows = await rowsOf<LineRow>(
    db,
    sql`${lineSelect(sql`where l.statement_id = ${statementId}::uuid${stateFilter}`)} order by l.line_no`,
  );
  return rows.map(lineOf);
}

export async function lineView(db: DbExecutor, lineId: string): Promise<BankLineItem | undefined> {
  const [row] = await rowsOf<LineRow>(db, lineSelect(sql`where l.id = ${lineId}::uuid`));
  return row && lineOf(row);
}
