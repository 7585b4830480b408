import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../fund/rows.ts';

export interface CustomerTodoFacts {
  riskability: string | null;
  riskexpired: string | null;
  riskinvalidate: string | null;
  invalidate: string | null;
}

export async function customerTodoFacts(db: DbExecutor, customerId: string): Promise<CustomerTodoFacts | undefined> {
  const [row] = await rowsOf<CustomerTodoFacts>(
    db,
    sql`select riskability, riskexpired, riskinvalidate, invalidate from customer where id = ${customerId}::uuid`,
  );
  return row;
}

export interface FailedPlanRunRow {
  planNo: string;
  fundName: string;
  amount: string;
  runDate: string;
  reason: string | null;
}

// §3 deduction status 1 (invalid): the runs of the customer's plans that failed since `since`.
export function failedPlanRuns(db: DbExecutor, customerId: string, since: string): Promise<FailedPlanRunRow[]> {
  return rowsOf<FailedPlanRunRow>(
    db,
    sql`select p.plan_no as "planNo", f.name as "fundName", p.amount::text as amount, r.run_date::text as "runDate", r.reason
        from fixed_plan p
        join plan_run r on r.plan_id = p.id
        join fund f on f.code = p.fund_code
        where p.customer_id = ${customerId}::uuid and r.status = '1' and r.run_date >= ${since}::date
        order by r.run_date desc, p.plan_no`,
  );
}

export interface AwaitingRemittanceRow {
  orderNo: string;
  fundName: string;
  amount: string;
  tradeDate: string;
}

export function awaitingRemittanceOrders(db: DbExecutor, customerId: string): Promise<AwaitingRemittanceRow[]> {
  return rowsOf<AwaitingRemittanceRow>(
    db,
    sql`select o.order_no as "orderNo", f.name as "fundName", o.amount::text as amount, o.trade_date::text as "tradeDate"
        from trade_order o join fund f on f.code = o.fund_code
        where o.customer_id = ${customerId}::uuid and o.status = '9' and o.payment_method = 'remit' and o.payment_status = 'awaiting'
        order by o.placed_at`,
  );
}

export async function dismissedTodoIds(db: DbExecutor, customerId: string): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(db, sql`select todo_id as id from todo_dismissal where customer_id = ${customerId}::uuid`);
  return new Set(rows.map((r) => r.id));
}

export async function insertTodoDismissal(db: DbExecutor, customerId: string, todoId: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into todo_dismissal (customer_id, todo_id, dismissed_at)
    values (${customerId}::uuid, ${todoId}, ${now.toISOString()}::timestamptz)
    on conflict (customer_id, todo_id) do nothing`);
}
