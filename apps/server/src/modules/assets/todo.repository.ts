import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { jsonColumn, rowsOf } from '../../db/rows.ts';

export interface CustomerTodoFacts {
  riskability: string | null;
  riskexpired: string | null;
  riskinvalidate: string | null;
  invalidate: string | null;
}

export interface FailedPlanRunRow {
  planNo: string;
  fundName: string;
  amount: string;
  runDate: string;
  reason: string | null;
}

export interface AwaitingRemittanceRow {
  orderNo: string;
  fundName: string;
  amount: string;
  tradeDate: string;
}

export interface TodoSources extends CustomerTodoFacts {
  // §3 deduction status 1 (invalid): the runs of the customer's plans that failed since `since`.
  failed: FailedPlanRunRow[];
  // Remittance purchases still waiting for the money.
  remits: AwaitingRemittanceRow[];
  dismissed: string[];
}

// Everything the to-dos are derived from, in one statement (the my-assets page asks on every visit).
export async function todoSources(db: DbExecutor, customerId: string, since: string): Promise<TodoSources | undefined> {
  const [row] = await rowsOf<TodoSources>(db, todoSourcesStatement(customerId, since));
  return todoSourcesOf(row);
}

// The row of todoSourcesStatement, as columns or as the object of a row_to_json.
export function todoSourcesOf(row: TodoSources | null | undefined): TodoSources | undefined {
  return row ? { ...row, failed: jsonColumn(row.failed), remits: jsonColumn(row.remits), dismissed: jsonColumn(row.dismissed) } : undefined;
}

export function todoSourcesStatement(customerId: string, since: string): SQL {
  return sql`select c.riskability, c.riskexpired, c.riskinvalidate, c.invalidate,
          coalesce((
            select json_agg(json_build_object('planNo', p.plan_no, 'fundName', f.name, 'amount', p.amount::text,
                     'runDate', r.run_date::text, 'reason', r.reason) order by r.run_date desc, p.plan_no)
            from fixed_plan p
            join plan_run r on r.plan_id = p.id
            join fund f on f.code = p.fund_code
            where p.customer_id = c.id and r.status = '1' and r.run_date >= ${since}::date
          ), '[]'::json) as failed,
          coalesce((
            select json_agg(json_build_object('orderNo', o.order_no, 'fundName', f.name, 'amount', o.amount::text,
                     'tradeDate', o.trade_date::text) order by o.placed_at)
            from trade_order o join fund f on f.code = o.fund_code
            where o.customer_id = c.id and o.status = '9' and o.payment_method = 'remit' and o.payment_status = 'awaiting'
          ), '[]'::json) as remits,
          coalesce((select json_agg(d.todo_id) from todo_dismissal d where d.customer_id = c.id), '[]'::json) as dismissed
        from customer c where c.id = ${customerId}::uuid`;
}

export async function insertTodoDismissal(db: DbExecutor, customerId: string, todoId: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into todo_dismissal (customer_id, todo_id, dismissed_at)
    values (${customerId}::uuid, ${todoId}, ${now.toISOString()}::timestamptz)
    on conflict (customer_id, todo_id) do nothing`);
}
