import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../fund/rows.ts';

export interface ManagerDbRow {
  man_id: string;
  name: string;
  avatar: string;
  title: string;
  education: string;
  biography: string;
  career_start_date: string;
}

const MANAGER_COLUMNS = sql`man_id, name, avatar, title, education, biography, career_start_date::text as career_start_date`;

export async function selectManagerPage(executor: DbExecutor, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    rowsOf<ManagerDbRow>(executor, sql`select ${MANAGER_COLUMNS} from manager order by display_order, man_id limit ${limit} offset ${offset}`),
    rowsOf<{ total: number }>(executor, sql`select count(*)::int as total from manager`),
  ]);
  return { rows, total: total[0]?.total ?? 0 };
}

export async function selectManager(executor: DbExecutor, manId: string): Promise<ManagerDbRow | undefined> {
  return (await rowsOf<ManagerDbRow>(executor, sql`select ${MANAGER_COLUMNS} from manager where man_id = ${manId}`))[0];
}

export interface ManagerTenureRow {
  man_id: string;
  fund_code: string;
  fund_name: string;
  fund_type: string;
  start_date: string;
  end_date: string | null;
  return_during_tenure: string | null;
}

// Tenures at listed funds (§3: state '1'), current first, then by start date.
export function selectTenures(executor: DbExecutor, manIds: readonly string[]) {
  return rowsOf<ManagerTenureRow>(
    executor,
    sql`select fm.man_id, fm.fund_code, f.name as fund_name, f.fund_type, fm.start_date::text as start_date,
          fm.end_date::text as end_date, fm.return_during_tenure::text as return_during_tenure
        from fund_manager fm join fund f on f.code = fm.fund_code
        where f.state = '1' and fm.man_id = any(${`{${manIds.join(',')}}`}::text[])
        order by fm.end_date desc nulls first, fm.start_date desc, fm.fund_code`,
  );
}
