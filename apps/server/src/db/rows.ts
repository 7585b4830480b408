import type { SQLWrapper } from 'drizzle-orm';

// What runs raw SQL: the database or an open transaction (structural, so database.ts can use this file too).
export interface RawSqlExecutor {
  execute(statement: SQLWrapper | string): PromiseLike<unknown>;
}

// Raw SQL rows from either driver (PGlite answers { rows }, postgres.js an array).
export async function rowsOf<Row>(executor: RawSqlExecutor, statement: SQLWrapper | string): Promise<Row[]> {
  const result = await executor.execute(statement);
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

// A json column as either driver answers it: parsed already, or its text.
export function jsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
