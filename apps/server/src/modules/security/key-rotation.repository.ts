import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { SealedColumns } from './encrypted-columns.ts';

export type SealedRow = Record<string, string | null> & { row_key: string };

function columnsOf(spec: SealedColumns): string[] {
  return [...spec.sealed, ...Object.keys(spec.digests ?? {})];
}

export async function sealedRows(executor: DbExecutor, spec: SealedColumns): Promise<SealedRow[]> {
  const columns = sql.join(
    columnsOf(spec).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const anySealed = sql.join(
    spec.sealed.map((column) => sql`${sql.identifier(column)} IS NOT NULL`),
    sql` OR `,
  );
  return rowsOf<SealedRow>(
    executor,
    sql`SELECT ${sql.identifier(spec.key)}::text AS row_key, ${columns} FROM ${sql.identifier(spec.table)} WHERE ${anySealed} FOR UPDATE`,
  );
}

export async function updateSealedRow(
  executor: DbExecutor,
  spec: SealedColumns,
  key: string,
  values: Record<string, string>,
): Promise<void> {
  const assignments: SQL[] = Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  if (assignments.length === 0) return;
  await executor.execute(
    sql`UPDATE ${sql.identifier(spec.table)} SET ${sql.join(assignments, sql`, `)} WHERE ${sql.identifier(spec.key)}::text = ${key}`,
  );
}
