import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { fundAccount } from '../../db/schema/auth.ts';
import { exchangeBreak, type exchangeConfirmation, exchangeDividend } from '../../db/schema/exchange.ts';

export interface SentOrder {
  id: string;
  orderNo: string;
  customerId: string;
  tradeDate: string;
  fundCode: string;
  amount: string | null;
  shares: string | null;
  tradeacco: string | null;
}

// The orders named by a page of confirmations, by order number (the application's serial): the numbers go as one JSON
// parameter, so that a page of thousands is one statement with one parameter.
export async function ordersByNumber(db: DbExecutor, orderNos: readonly string[]): Promise<Map<string, SentOrder>> {
  if (orderNos.length === 0) return new Map();
  const rows = await rowsOf<{
    id: string;
    order_no: string;
    customer_id: string;
    trade_date: string;
    fund_code: string;
    amount: string | null;
    shares: string | null;
    tradeacco: string | null;
  }>(
    db,
    sql`select o.id, o.order_no, o.customer_id, o.trade_date::text as trade_date, o.fund_code, o.amount::text as amount,
          o.shares::text as shares, o.tradeacco
        from trade_order o
        where o.order_no in (select jsonb_array_elements_text(${JSON.stringify(orderNos)}::jsonb))`,
  );
  return new Map(
    rows.map((r) => [
      r.order_no,
      {
        id: r.id,
        orderNo: r.order_no,
        customerId: r.customer_id,
        tradeDate: r.trade_date,
        fundCode: r.fund_code,
        amount: r.amount,
        shares: r.shares,
        tradeacco: r.tradeacco,
      },
    ]),
  );
}

export type StagedConfirmation = typeof exchangeConfirmation.$inferInsert;
export type NewBreak = Omit<typeof exchangeBreak.$inferInsert, 'id'>;

// The registrar's confirmations as read; one already staged (same confirmation number) is left as it was, so that
// importing a file twice changes nothing. A page goes as one JSON parameter and one statement. Answers the
// confirmation numbers that were new.
export async function stageConfirmations(db: DbExecutor, rows: readonly StagedConfirmation[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await rowsOf<{ ta_serial_no: string }>(
    db,
    sql`insert into exchange_confirmation (ta_serial_no, app_sheet_serial_no, order_id, business_code, return_code, return_text,
          trade_date, confirm_date, fund_code, confirmed_amount, confirmed_shares, nav, fee, target_shares, target_nav, file_id,
          imported_at)
        select x."taSerialNo", x."appSheetSerialNo", x."orderId", x."businessCode", x."returnCode", x."returnText", x."tradeDate",
          x."confirmDate", x."fundCode", x."confirmedAmount", x."confirmedShares", x.nav, x.fee, x."targetShares", x."targetNav",
          x."fileId", x."importedAt"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("taSerialNo" text, "appSheetSerialNo" text, "orderId" uuid,
          "businessCode" text, "returnCode" text, "returnText" text, "tradeDate" date, "confirmDate" date, "fundCode" text,
          "confirmedAmount" numeric, "confirmedShares" numeric, nav numeric, fee numeric, "targetShares" numeric,
          "targetNav" numeric, "fileId" bigint, "importedAt" timestamptz)
        on conflict (ta_serial_no) do nothing
        returning ta_serial_no`,
  );
  return new Set(inserted.map((r) => r.ta_serial_no));
}

export type StagedDividend = typeof exchangeDividend.$inferInsert;

// The registrar's dividend records as read; one already staged (same serial) is left as it was. Answers the new ones.
export async function stageDividends(db: DbExecutor, rows: readonly StagedDividend[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(exchangeDividend)
    .values([...rows])
    .onConflictDoNothing({ target: exchangeDividend.taSerialNo })
    .returning({ taSerialNo: exchangeDividend.taSerialNo });
  return new Set(inserted.map((r) => r.taSerialNo));
}

// The fund accounts we know among those a file names.
export async function knownFundAccounts(db: DbExecutor, accounts: readonly string[]): Promise<Set<string>> {
  if (accounts.length === 0) return new Set();
  const rows = await db
    .select({ accountNo: fundAccount.accountNo })
    .from(fundAccount)
    .where(inArray(fundAccount.accountNo, [...accounts]));
  return new Set(rows.map((r) => r.accountNo));
}

// The batch joins the staged rows by order: without fresh statistics the planner takes a day's thousands of rows for
// none and scans them once per order.
export async function refreshStagingStatistics(db: DbExecutor): Promise<void> {
  await db.execute(sql`analyze exchange_confirmation, exchange_dividend`);
}

export async function insertBreaks(db: DbExecutor, rows: readonly NewBreak[]): Promise<void> {
  if (rows.length > 0) await db.insert(exchangeBreak).values([...rows]);
}

// The day's share reconciliation is replaced by the latest file's.
export async function clearShareBreaks(db: DbExecutor, tradeDate: string): Promise<void> {
  await db.execute(sql`delete from exchange_break where trade_date = ${tradeDate}::date and kind in ('shares_differ', 'shares_missing')`);
}

export interface OurBalance {
  customerId: string;
  fundAccount: string;
  fundCode: string;
  tradeacco: string | null;
  shares: string;
}

// Our shares per fund account and fund, for the accounts and funds a reconciliation file names and every holding
// with shares (the registrar's file lists every account it holds shares for).
export async function ourBalances(db: DbExecutor): Promise<OurBalance[]> {
  const rows = await rowsOf<{ customer_id: string; account_no: string; fund_code: string; tradeacco: string | null; shares: string }>(
    db,
    sql`select h.customer_id, fa.account_no, h.fund_code, h.tradeacco, h.shares::text as shares
        from holding h join fund_account fa on fa.customer_id = h.customer_id
        where h.shares <> 0
        order by fa.account_no, h.fund_code`,
  );
  return rows.map((r) => ({
    customerId: r.customer_id,
    fundAccount: r.account_no,
    fundCode: r.fund_code,
    tradeacco: r.tradeacco,
    shares: r.shares,
  }));
}

export async function updateFundStatuses(db: DbExecutor, statuses: ReadonlyMap<string, string>): Promise<number> {
  let changed = 0;
  for (const [code, status] of statuses) {
    const rows = await rowsOf<{ code: string }>(
      db,
      sql`update fund set status = ${status} where code = ${code} and status <> ${status} returning code`,
    );
    changed += rows.length;
  }
  return changed;
}
