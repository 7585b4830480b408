import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { BankCardRow } from '../../db/schema/account.ts';
import type { FundRow } from '../../db/schema/fund.ts';
import type { FixedPlanRow } from '../../db/schema/trading.ts';

// A plan as PLAN_SELECT reads it: fixed_plan's columns (codes narrowed, createdAt as text), the fund's name,
// the card's numbers and the run counts computed beside the query.
export type PlanRow = Pick<
  FixedPlanRow,
  | 'id'
  | 'planNo'
  | 'customerId'
  | 'clientRequestId'
  | 'fundCode'
  | 'tradeacco'
  | 'amount'
  | 'dayOfMonth'
  | 'startDate'
  | 'nextDate'
  | 'chargeType'
> & {
  unit: '0' | '1' | '2';
  weekday: '02' | '03' | '04' | '05' | '06' | null;
  status: 'A' | 'P' | 'T' | 'E';
  createdAt: string;
  fundName: FundRow['name'];
  bankCode: BankCardRow['bankCode'] | null;
  cardHead: BankCardRow['cardHead'] | null;
  cardTail: BankCardRow['cardTail'] | null;
  runCount: number;
  investedAmount: string;
  failedCount: number;
};

// Runs with an instruction sent (§3 deduction status 3) and the money of their orders still standing;
// runs refused (status 1).
const PLAN_SELECT = sql`select p.id, p.plan_no as "planNo", p.customer_id as "customerId", p.client_request_id as "clientRequestId",
    p.fund_code as "fundCode", f.name as "fundName", p.tradeacco, c.bank_code as "bankCode", c.card_head as "cardHead",
    c.card_tail as "cardTail", p.amount::text as amount, p.unit, p.day_of_month as "dayOfMonth", p.weekday,
    p.start_date::text as "startDate", p.next_date::text as "nextDate", p.status, p.charge_type as "chargeType",
    p.created_at as "createdAt",
    (select count(*) from plan_run r where r.plan_id = p.id and r.status = '3')::int as "runCount",
    (select coalesce(sum(o.amount), 0) from plan_run r join trade_order o on o.id = r.order_id
      where r.plan_id = p.id and r.status = '3' and o.status in ('9', '1'))::text as "investedAmount",
    (select count(*) from plan_run r where r.plan_id = p.id and r.status = '1')::int as "failedCount"
  from fixed_plan p join fund f on f.code = p.fund_code left join bank_card c on c.tradeacco = p.tradeacco`;

function normalise(row: PlanRow): PlanRow {
  const created = row.createdAt as unknown;
  return {
    ...row,
    createdAt: created instanceof Date ? created.toISOString() : new Date(String(created)).toISOString(),
    dayOfMonth: row.dayOfMonth === null ? null : Number(row.dayOfMonth),
    runCount: Number(row.runCount),
    failedCount: Number(row.failedCount),
  };
}

export async function findPlanById(db: DbExecutor, id: string): Promise<PlanRow | undefined> {
  const [row] = await rowsOf<PlanRow>(db, sql`${PLAN_SELECT} where p.id = ${id}::uuid`);
  return row ? normalise(row) : undefined;
}

export async function findPlanByRequest(db: DbExecutor, customerId: string, clientRequestId: string): Promise<PlanRow | undefined> {
  const [row] = await rowsOf<PlanRow>(
    db,
    sql`${PLAN_SELECT} where p.customer_id = ${customerId}::uuid and p.client_request_id = ${clientRequestId}`,
  );
  return row ? normalise(row) : undefined;
}

export async function findOwnPlanByNo(db: DbExecutor, customerId: string, planNo: string): Promise<PlanRow | undefined> {
  const [row] = await rowsOf<PlanRow>(db, sql`${PLAN_SELECT} where p.customer_id = ${customerId}::uuid and p.plan_no = ${planNo}`);
  return row ? normalise(row) : undefined;
}

export async function listPlans(db: DbExecutor, customerId: string, status?: string): Promise<PlanRow[]> {
  const rows = await rowsOf<PlanRow>(
    db,
    sql`${PLAN_SELECT} where p.customer_id = ${customerId}::uuid ${status ? sql`and p.status = ${status}` : sql``}
        order by p.created_at desc, p.plan_no desc`,
  );
  return rows.map(normalise);
}

export type NewPlan = Pick<
  FixedPlanRow,
  | 'planNo'
  | 'customerId'
  | 'clientRequestId'
  | 'fundCode'
  | 'tradeacco'
  | 'amount'
  | 'unit'
  | 'dayOfMonth'
  | 'weekday'
  | 'startDate'
  | 'chargeType'
  | 'riskConfirmationId'
> & { nextDate: string; now: Date };

export async function insertPlan(tx: DbExecutor, p: NewPlan): Promise<string | undefined> {
  const at = p.now.toISOString();
  const [row] = await rowsOf<Pick<FixedPlanRow, 'id'>>(
    tx,
    sql`insert into fixed_plan (plan_no, customer_id, client_request_id, fund_code, tradeacco, amount, unit, day_of_month, weekday,
          start_date, next_date, status, charge_type, risk_confirmation_id, created_at, updated_at)
        values (${p.planNo}, ${p.customerId}::uuid, ${p.clientRequestId}, ${p.fundCode}, ${p.tradeacco}, ${p.amount}::numeric, ${p.unit},
          ${p.dayOfMonth}, ${p.weekday}, ${p.startDate}::date, ${p.nextDate}::date, 'A', ${p.chargeType}, ${p.riskConfirmationId}::uuid,
          ${at}::timestamptz, ${at}::timestamptz)
        on conflict (customer_id, client_request_id) do nothing
        returning id`,
  );
  return row?.id;
}

export async function lockPlan(tx: DbExecutor, id: string): Promise<void> {
  await tx.execute(sql`select id from fixed_plan where id = ${id}::uuid for update`);
}

export async function updatePlanStatus(tx: DbExecutor, id: string, status: string, nextDate: string | null, now: Date): Promise<void> {
  await tx.execute(sql`update fixed_plan set status = ${status}, next_date = ${nextDate}::date, updated_at = ${now.toISOString()}::timestamptz
    where id = ${id}::uuid`);
}
