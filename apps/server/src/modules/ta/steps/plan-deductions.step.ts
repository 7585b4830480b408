import { sql } from 'drizzle-orm';
import { tradingDayOnOrAfter } from '@fund-direct/domain/calendar';
import { TRADE_BUSINESS } from '@fund-direct/domain/codes';
import { RECORD_CODE_OF, nextPlanDate, type PlanSchedule } from '@fund-direct/domain/trade';
import type { Transaction } from '../../../db/database.ts';
import { FAIL_REASONS, sqlText } from '../fail-reasons.ts';
import { purchaseFeeSql, purchaseTierJoin } from '../sql-rounding.ts';
import { PURCHASE_STATUSES, P_NOW, P_T, codeList, countOf, orderNoSql, paramsCte, type TaStep, type TaStepContext } from '../ta-step.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { FixedPlanRow } from '../../../db/schema/trading.ts';

// The deduction order of a plan: business code 039, record code 39.
export const PLAN_BUSINESS_CODE = TRADE_BUSINESS.fixed[1];
const PLAN_RECORD_CODE = RECORD_CODE_OF[PLAN_BUSINESS_CODE] ?? '39';

// next_date is set on every due plan (the query compares it with T).
type DuePlan = Pick<FixedPlanRow, 'id' | 'unit' | 'dayOfMonth' | 'weekday' | 'startDate'> & {
  nextDate: NonNullable<FixedPlanRow['nextDate']>;
};

// The following deduction date; null when the trading calendar data ends before it (the plan
// resumes once the calendar is extended and next_date is set again).
function following(plan: DuePlan, after: string): string | null {
  try {
    return nextPlanDate(
      {
        unit: plan.unit,
        dayOfMonth: plan.dayOfMonth,
        weekday: plan.weekday,
        startDate: String(plan.startDate).slice(0, 10),
      } as PlanSchedule,
      after,
    );
  } catch {
    return null;
  }
}

// Every deduction day of the plan from its next date up to T (several when batches were missed),
// and the plan's next date after T.
function dueDays(plan: DuePlan, tradeDate: string): { days: string[]; next: string | null } {
  const days: string[] = [];
  let day: string | null;
  try {
    day = tradingDayOnOrAfter(String(plan.nextDate).slice(0, 10));
  } catch {
    return { days, next: null };
  }
  while (day !== null && day <= tradeDate) {
    days.push(day);
    day = following(plan, day);
  }
  return { days, next: day };
}

// Runs before the failure and confirmation steps, so the deductions of T are confirmed at NAV(T).
// Every active plan due on or before T gets one run per deduction day up to T: a day whose batch
// was missed keeps its own trade date, so its deduction is confirmed at that day's NAV when that
// day's batch runs (a missed day without the fund's NAV is recorded as not deducted, with the
// reason, rather than left as an order that no batch may ever confirm). A run is a pending 039 order (deduction instruction sent,
// status 3) with the fee quoted by the same rule as a purchase, or status 1 with the reason when
// its card is no longer signed or the fund refuses purchases; next_date moves to the plan's
// following date after T. The order's request id plan:<plan>:<day> and the plan_run key make a
// rerun create nothing.
async function run(tx: Transaction, context: TaStepContext): Promise<number> {
  const due = await rowsOf<DuePlan>(
    tx,
    sql`
      select p.id, p.unit, p.day_of_month as "dayOfMonth", p.weekday, p.start_date::text as "startDate", p.next_date::text as "nextDate"
      from fixed_plan p
      where p.status = 'A' and p.next_date <= ${context.tradeDate}::date
        and not exists (select 1 from plan_run r where r.plan_id = p.id and r.run_date = ${context.tradeDate}::date)`,
  );
  if (due.length === 0) return 0;
  const runs = due.flatMap((plan) => {
    const { days, next } = dueDays(plan, context.tradeDate);
    return days.map((day) => ({ id: plan.id, day, next }));
  });
  if (runs.length === 0) return 0;
  const list = (values: readonly (string | null)[]) => `{${values.map((v) => v ?? 'NULL').join(',')}}`;
  return countOf(
    tx,
    sql`with ${paramsCte(context)},
    due as (
      select * from unnest(${list(runs.map((r) => r.id))}::uuid[], ${list(runs.map((r) => r.day))}::date[],
                           ${list(runs.map((r) => r.next))}::date[]) as d(plan_id, run_date, following)
    ),
    ${sql.raw(`
    plan as (
      select p.id, p.customer_id, p.fund_code, p.tradeacco, p.amount, p.charge_type, p.risk_confirmation_id, d.run_date, d.following,
        case
          when not exists (select 1 from bank_card c where c.customer_id = p.customer_id and c.tradeacco = p.tradeacco and c.status = 'signed')
            then ${sqlText(FAIL_REASONS.planCardGone)}
          when f.state <> '1' or f.status not in ${codeList(PURCHASE_STATUSES)} then ${sqlText(FAIL_REASONS.planFundRefused)}
          when d.run_date < ${P_T} and not exists (
            select 1 from nav n where n.fund_code = p.fund_code and n.nav_date = d.run_date and n.unit_nav is not null)
            then ${sqlText(FAIL_REASONS.planDayNotPriced)}
        end as reason,
        ${purchaseFeeSql('tier', 'p.amount', 'f.purchase_discount', 'p.charge_type')} as fee
      from due d
      join fixed_plan p on p.id = d.plan_id
      join fund f on f.code = p.fund_code
      ${purchaseTierJoin('tier', 'p.amount', 'p.fund_code', "'purchase'")}
      where p.status = 'A' and p.next_date <= ${P_T}
    ),
    placed as (
      insert into trade_order (order_no, customer_id, client_request_id, business_code, record_code, fund_code, amount,
        charge_type, quoted_fee, tradeacco, payment_method, payment_status, trade_date, placed_at, status, plan_id,
        risk_confirmation_id, updated_at)
      select ${orderNoSql(context.now)}, p.customer_id,
        'plan:' || p.id || ':' || p.run_date, '${PLAN_BUSINESS_CODE}', '${PLAN_RECORD_CODE}', p.fund_code, p.amount,
        p.charge_type, p.fee, p.tradeacco, 'card', 'paid', p.run_date, ${P_NOW}, '9', p.id, p.risk_confirmation_id, ${P_NOW}
      from plan p where p.reason is null
      on conflict (customer_id, client_request_id) do nothing
      returning id, plan_id, trade_date
    ),
    runs as (
      insert into plan_run (plan_id, run_date, status, order_id, reason, created_at)
      select p.id, p.run_date, case when p.reason is null then '3' else '1' end, o.id, p.reason, ${P_NOW}
      from plan p left join placed o on o.plan_id = p.id and o.trade_date = p.run_date
      on conflict (plan_id, run_date) do nothing
      returning 1
    ),
    advanced as (
      update fixed_plan f set next_date = p.following, updated_at = ${P_NOW}
      from (select distinct id, following from plan) p where f.id = p.id
      returning 1
    )
    select count(*)::int as n from runs`)}`,
  );
}

export const planDeductionsStep: TaStep = { name: 'plan_deductions', label: '定投扣款指令', run };
