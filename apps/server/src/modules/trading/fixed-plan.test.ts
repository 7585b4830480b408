import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  FixedPlanListResponse,
  FixedPlanResponse,
  FixedPlanView,
  LeaveMarkResponse,
  PlanWorkdatesResponse,
} from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { DEMO_TRADEACCO, get, post, signIn, withPassword } from '../../../test/modules/trading/trading.test-support.ts';

let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai.
const clock = new Date('2026-11-20T02:00:00Z');
let alice: string;

const create = async (body: Record<string, unknown>) =>
  post<FixedPlanResponse>(
    t.app,
    '/api/trade/fixed-plan',
    alice,
    await withPassword(t.app, {
      clientRequestId: randomUUID(),
      fundCode: '000512',
      amount: '500',
      unit: '0',
      dayOfMonth: 8,
      startDate: '2026-11-20',
      tradeacco: DEMO_TRADEACCO,
      ...body,
    }),
  );
const change = async (planNo: string, action: string) =>
  post<FixedPlanView>(t.app, '/api/trade/fixed-plan/status', alice, await withPassword(t.app, { planNo, action }));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await signIn(t.app);
});
afterAll(async () => t.close());

describe('plan workdates', () => {
  it('a monthly plan on the 8th starts on the next 8th that is a trading day', async () => {
    const { body } = await get<PlanWorkdatesResponse>(t.app, '/api/trade/fixed-plan/workdates', alice, {
      unit: '0',
      dayOfMonth: '8',
      startDate: '2026-11-20',
    });
    // 2026-12-08 is a Tuesday.
    expect(body.data).toEqual({ nextDate: '2026-12-08', dates: ['2026-12-08'], cycleText: '每月8日' });
  });

  it('a weekly Wednesday plan lists the next Wednesdays', async () => {
    const { body } = await get<PlanWorkdatesResponse>(t.app, '/api/trade/fixed-plan/workdates', alice, {
      unit: '1',
      weekday: '04',
      startDate: '2026-11-20',
    });
    expect(body.data!.dates).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
    expect(body.data!.cycleText).toBe('每周三');
  });
});

describe('creating a plan', () => {
  it('creates an active plan with its next deduction date; the same request twice is one plan', async () => {
    const clientRequestId = randomUUID();
    const first = await create({ clientRequestId });
    expect(first.body.data!.plan).toMatchObject({
      status: 'A',
      statusName: '正常',
      nextDate: '2026-12-08',
      amount: '500.00',
      cycleText: '每月8日',
      runCount: 0,
      investedAmount: '0.00',
    });
    const again = await create({ clientRequestId });
    expect(again.body.data).toMatchObject({ replayed: true, plan: { planNo: first.body.data!.plan.planNo } });
  });

  it('refuses a start date in the past', async () => {
    expect((await create({ startDate: '2026-11-19' })).body.code).toBe('3172');
  });

  it('refuses an amount below the minimum and a fund that takes no purchases', async () => {
    expect((await create({ amount: '5' })).body).toMatchObject({ code: '3114', msg: '低于最低申购金额10元' });
    expect((await create({ fundCode: '000041' })).body.code).toBe('3111');
  });

  it("a fund above the customer's level needs the confirmation", async () => {
    expect((await create({ fundCode: '001266' })).body.code).toBe('3130');
    const mark = await post<LeaveMarkResponse>(t.app, '/api/trade/leave-mark', alice, { fundCode: '001266', confirmed: true });
    expect((await create({ fundCode: '001266', riskConfirmationId: mark.body.data!.riskConfirmationId })).body.code).toBe('0000');
  });

  it('a weekly plan needs its weekday', async () => {
    const { body } = await create({ unit: '1', dayOfMonth: undefined });
    expect(body.code).toBe('1001');
  });
});

describe('pause, resume, terminate', () => {
  it('follows the allowed transitions and lists the plan with its status', async () => {
    const plan = (await create({ unit: '1', weekday: '06', dayOfMonth: undefined })).body.data!.plan;
    expect(plan.nextDate).toBe('2026-11-27');
    expect((await change(plan.planNo, 'resume')).body.code).toBe('3171');
    expect((await change(plan.planNo, 'pause')).body.data).toMatchObject({ status: 'P', statusName: '已暂停' });
    expect((await change(plan.planNo, 'resume')).body.data).toMatchObject({ status: 'A', nextDate: '2026-11-27' });
    expect((await change(plan.planNo, 'terminate')).body.data).toMatchObject({ status: 'T', nextDate: null });
    expect((await change(plan.planNo, 'resume')).body).toMatchObject({ code: '3171', msg: '定投计划已终止，不能进行该操作' });
    const list = await get<FixedPlanListResponse>(t.app, '/api/trade/fixed-plan', alice, { status: 'T' });
    expect(list.body.data!.list.map((p) => p.planNo)).toEqual([plan.planNo]);
  });
});

describe('plan figures', () => {
  it('counts the refused deductions apart from the ones sent, and invests only the money of the ones sent', async () => {
    const plan = (await create({})).body.data!.plan;
    const at = clock.toISOString();
    // Two refused runs (§3 deduction status 1), as the batch records them when a card's limit is reached.
    await t.database.db.execute(sql`
      insert into plan_run (plan_id, run_date, status, order_id, reason, created_at)
      select p.id, d::date, '1', null, '超出银行卡单日限额', ${at}::timestamptz
      from fixed_plan p, unnest(array['2026-10-08', '2026-11-09']) d where p.plan_no = ${plan.planNo}`);
    const list = await get<FixedPlanListResponse>(t.app, '/api/trade/fixed-plan', alice, { status: 'A' });
    expect(list.body.data!.list.find((p) => p.planNo === plan.planNo)).toMatchObject({
      runCount: 0,
      failedCount: 2,
      investedAmount: '0.00',
    });
  });
});
