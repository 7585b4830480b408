import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { exchangeFile, type ExchangeFileRow } from '../../db/schema/exchange.ts';
import type { ExchangeDirection } from './exchange-files.repository.ts';

// Reads for the console's 数据交换 page; the services own every write.

export interface FileStateCount {
  tradeDate: string;
  direction: ExchangeDirection;
  state: string;
  n: number;
}

export async function fileStateCounts(db: DbExecutor, from: string, to: string): Promise<FileStateCount[]> {
  return rowsOf<FileStateCount>(
    db,
    sql`select trade_date::text as "tradeDate", direction, state, count(*)::int as n
        from exchange_file where trade_date between ${from}::date and ${to}::date
        group by 1, 2, 3`,
  );
}

export async function breakCounts(db: DbExecutor, from: string, to: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ tradeDate: string; n: number }>(
    db,
    sql`select trade_date::text as "tradeDate", count(*)::int as n
        from exchange_break where trade_date between ${from}::date and ${to}::date group by 1`,
  );
  return new Map(rows.map((row) => [row.tradeDate, Number(row.n)]));
}

export interface DayBreak {
  id: number;
  kind: string;
  custno: string | null;
  customerName: string | null;
  fundCode: string | null;
  transactionAccount: string | null;
  reference: string | null;
  ours: string | null;
  theirs: string | null;
  detail: string;
  createdAt: Date | string;
}

// A day's breaks, oldest first, with the customer they concern where the import knew one.
export async function breaksOfDay(db: DbExecutor, tradeDate: string): Promise<DayBreak[]> {
  return rowsOf<DayBreak>(
    db,
    sql`select b.id::int as id, b.kind, c.custno, c.custname as "customerName", b.fund_code as "fundCode",
          b.transaction_account as "transactionAccount", b.reference, b.ours::text as ours, b.theirs::text as theirs,
          b.detail, b.created_at as "createdAt"
        from exchange_break b left join customer c on c.id = b.customer_id
        where b.trade_date = ${tradeDate}::date order by b.id`,
  );
}

export async function recordedFile(
  db: DbExecutor,
  tradeDate: string,
  direction: ExchangeDirection,
  name: string,
): Promise<ExchangeFileRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeFile)
    .where(and(eq(exchangeFile.tradeDate, tradeDate), eq(exchangeFile.direction, direction), eq(exchangeFile.name, name)))
    .limit(1);
  return row;
}
