import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';

export interface BulkColumn {
  name: string;
  type: string;
}

const CHUNK_ROWS = 20_000;

// Set-based insert of many rows: one JSON parameter per chunk, unpacked by json_to_recordset,
// so tens of thousands of NAV rows cost a few statements instead of one per row.
// Table and column names are constants of the caller, never user input.
export async function insertJsonRows(
  executor: DbExecutor,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
  conflict = '',
): Promise<void> {
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const types = columns.map((c) => `"${c.name}" ${c.type}`).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK_ROWS));
    await executor.execute(
      sql`${sql.raw(`insert into "${table}" (${names}) select ${names} from json_to_recordset(`)}${chunk}${sql.raw(
        `::json) as x(${types}) ${conflict}`,
      )}`,
    );
  }
}
