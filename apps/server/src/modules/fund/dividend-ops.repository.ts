import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { dividendDeclaration, type FundRow } from '../../db/schema/fund.ts';

// SQL of dividend declarations made from the console (dividend-ops.service.ts).

export interface DividendListRow {
  fundCode: string;
  fundName: string;
  registerDate: string;
  exDate: string;
  payDate: string;
  cashPerShare: string;
  paidHolders: number;
}

// Newest ex-date first; paidHolders counts what the batch's dividends step has paid.
export function selectDividendList(executor: DbExecutor, fundCode: string | undefined): Promise<DividendListRow[]> {
  const where = fundCode ? sql`where d.fund_code = ${fundCode}` : sql``;
  return rowsOf<DividendListRow>(
    executor,
    sql`select d.fund_code as "fundCode", f.name as "fundName", d.record_date::text as "registerDate", d.ex_date::text as "exDate",
          d.pay_date::text as "payDate", d.cash_per_share::text as "cashPerShare",
          (select count(*)::int from dividend_payment p where p.fund_code = d.fund_code and p.ex_date = d.ex_date) as "paidHolders"
        from dividend_declaration d join fund f on f.code = d.fund_code
        ${where}
        order by d.ex_date desc, d.fund_code
        limit 500`,
  );
}

export async function selectDividendFund(
  executor: DbExecutor,
  code: string,
): Promise<Pick<FundRow, 'code' | 'name' | 'isMoneyFund' | 'status'> | undefined> {
  const rows = await rowsOf<Pick<FundRow, 'code' | 'name' | 'isMoneyFund' | 'status'>>(
    executor,
    sql`select code, name, is_money_fund as "isMoneyFund", status from fund where code = ${code}`,
  );
  return rows[0];
}

// One declaration per fund and ex-date (the table's key); a second one in the same record period is refused too.
export async function selectClashingDeclaration(
  executor: DbExecutor,
  declaration: { fundCode: string; registerDate: string; exDate: string },
): Promise<{ exDate: string } | undefined> {
  const rows = await rowsOf<{ exDate: string }>(
    executor,
    sql`select ex_date::text as "exDate" from dividend_declaration
        where fund_code = ${declaration.fundCode}
          and (ex_date = ${declaration.exDate}::date or record_date = ${declaration.registerDate}::date)
        limit 1`,
  );
  return rows[0];
}

// A declaration of the same fund and ex-date already waiting for the checker (maker–checker proposals, 0020_ops.sql).
export async function pendingDeclarationExists(executor: DbExecutor, fundCode: string, exDate: string): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(
    executor,
    sql`select count(*)::int as n from proposal
        where kind = 'dividend.declare' and status = 'pending' and payload->>'fundCode' = ${fundCode} and payload->>'exDate' = ${exDate}`,
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

// Whether the batch of a trade date has already run its dividends step (a declaration for it would never be paid).
export async function dividendsStepRan(executor: DbExecutor, tradeDate: string): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(
    executor,
    sql`select count(*)::int as n from ta_batch_step where trade_date = ${tradeDate}::date and step = 'dividends'`,
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

export async function insertDividendDeclaration(
  executor: DbExecutor,
  row: { fundCode: string; registerDate: string; exDate: string; payDate: string; cashPerShare: string },
): Promise<void> {
  await executor.insert(dividendDeclaration).values({
    fundCode: row.fundCode,
    recordDate: row.registerDate,
    exDate: row.exDate,
    payDate: row.payDate,
    cashPerShare: row.cashPerShare,
  });
}
