import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';

// Raw SQL rows from either driver (PGlite answers { rows }, postgres.js an array).
export async function rowsOf<Row>(executor: DbExecutor, statement: SQL): Promise<Row[]> {
  const result = (await executor.execute(statement)) as unknown;
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

// A json column as either driver answers it: parsed already, or its text.
export function jsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
