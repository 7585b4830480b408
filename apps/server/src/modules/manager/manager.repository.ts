import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FundRow, fundManager, ManagerRow } from '../../db/schema/fund.ts';

export type ManagerDbRow = Pick<ManagerRow, 'manId' | 'name' | 'avatar' | 'title' | 'education' | 'biography' | 'careerStartDate'>;

const MANAGER_COLUMNS = sql`man_id as "manId", name, avatar, title, education, biography,
  career_start_date::text as "careerStartDate"`;

export async function selectManagerPage(executor: DbExecutor, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    rowsOf<ManagerDbRow>(
      executor,
      sql`select ${MANAGER_COLUMNS} from manager order by display_order, man_id limit ${limit} offset ${offset}`,
    ),
    rowsOf<{ total: number }>(executor, sql`select count(*)::int as total from manager`),
  ]);
  return { rows, total: total[0]?.total ?? 0 };
}

export async function selectManager(executor: DbExecutor, manId: string): Promise<ManagerDbRow | undefined> {
  return (await rowsOf<ManagerDbRow>(executor, sql`select ${MANAGER_COLUMNS} from manager where man_id = ${manId}`))[0];
}

export type ManagerTenureRow = Pick<
  typeof fundManager.$inferSelect,
  'manId' | 'fundCode' | 'startDate' | 'endDate' | 'returnDuringTenure'
> & {
  fundName: FundRow['name'];
  fundType: FundRow['fundType'];
};

// Tenures at listed funds (§3: state '1'), current first, then by start date.
export function selectTenures(executor: DbExecutor, manIds: readonly string[]) {
  return rowsOf<ManagerTenureRow>(
    executor,
    sql`select fm.man_id as "manId", fm.fund_code as "fundCode", f.name as "fundName", f.fund_type as "fundType",
          fm.start_date::text as "startDate", fm.end_date::text as "endDate", fm.return_during_tenure::text as "returnDuringTenure"
        from fund_manager fm join fund f on f.code = fm.fund_code
        where f.state = '1' and fm.man_id = any(${`{${manIds.join(',')}}`}::text[])
        order by fm.end_date desc nulls first, fm.start_date desc, fm.fund_code`,
  );
}
