import { sql } from 'drizzle-orm';
import type { TaBatchDetailResponse, TaBatchListResponse } from '@fund-direct/domain/contracts/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { customerIdOf, placeOrder, setNav } from '../../../test/modules/ta/ta.test-support.ts';
import { runTaBatch, TA_STEPS } from './ta-batch.ts';
import { settleTaRuns } from './ta-run.service.ts';

const A = '000512';
// 16:00 in Shanghai on Monday 2026-11-23: that day has closed, the next has not begun.
const clock = new Date('2026-11-23T08:00:00Z');
const [SUNDAY, D1, TOMORROW] = ['2026-11-22', '2026-11-23', '2026-11-24'];

let t: TestApp;
let purchase: string;

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}
const body = <T>(response: { body: string }) => JSON.parse(response.body) as Envelope<T>;

const proposeRun = (tradeDate: string, rerun?: boolean) =>
  opsInject(t.app, 'maker', { method: 'POST', url: '/api/ops/ta/runs', payload: { tradeDate, ...(rerun === undefined ? {} : { rerun }) } });
const approve = (id: string) => opsInject(t.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${id}/approve` });
const detailOf = async (date: string) =>
  body<TaBatchDetailResponse>(await opsInject(t.app, 'maker', { url: `/api/ops/ta/batches/${date}` })).data;
const orderStatus = async () =>
  (await t.database.query<{ status: string }>(sql`select status from trade_order where id = ${purchase}::uuid`))[0]?.status;
const confirmations = async () =>
  Number(
    (await t.database.query<{ n: number }>(sql`select count(*)::int as n from trade_confirmation where order_id = ${purchase}::uuid`))[0]
      ?.n,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const x = await customerIdOf(t.database, '13800000001');
  purchase = await placeOrder(t.database.db, { customerId: x, businessCode: '022', fundCode: A, tradeDate: D1, amount: '2000.00' });
}, 240_000);

afterAll(async () => {
  await settleTaRuns();
  await t.close();
});

describe('POST /api/ops/ta/runs refuses', () => {
  it.each([
    [SUNDAY, `${SUNDAY} 不是交易日`],
    [TOMORROW, `交易日 ${TOMORROW} 是未来的日期`],
    [D1, `${D1} 尚无基金净值`],
    ['2026-02-30', '交易日不是存在的日期'],
  ])('%s, naming the trade date and why', async (date, message) => {
    const response = await proposeRun(date);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: '1001' });
    expect(body(response).msg).toContain(message);
  });

  it('from a role that cannot propose (复核)', async () => {
    const response = await opsInject(t.app, 'checker', { method: 'POST', url: '/api/ops/ta/runs', payload: { tradeDate: D1 } });
    expect(response.statusCode).toBe(403);
  });
});

describe('a run through maker–checker', () => {
  let proposal: string;

  it('is only a proposal until approved: the batch has not run and the order waits', async () => {
    await setNav(t.database.db, A, D1, '1.2345');
    const response = await proposeRun(D1);
    expect(response.statusCode).toBe(200);
    proposal = body<{ id: string }>(response).data.id;
    const detail = await opsInject(t.app, 'checker', { url: `/api/ops/proposals/${proposal}` });
    expect(body(detail).data).toMatchObject({ kind: 'ta.run', target: D1, status: 'pending', before: { state: 'none' }, after: 'run' });
    expect((await detailOf(D1)).batch).toBeNull();
    expect(await orderStatus()).toBe('9');
  });

  it("once approved, runs in the background and confirms that date's pending purchase", async () => {
    const response = await approve(proposal);
    expect(response.statusCode).toBe(200);
    await settleTaRuns();
    const detail = await detailOf(D1);
    expect(detail.batch).toMatchObject({ state: 'done', stepsDone: TA_STEPS.length, runs: 1, approvedBy: 'checker', error: null });
    expect(detail.steps.every((step) => step.state === 'done')).toBe(true);
    expect(detail.steps.find((step) => step.step === 'confirm_purchases')).toMatchObject({ rows: 1, stateLabel: '已完成' });
    expect(await orderStatus()).toBe('1');
    expect(await confirmations()).toBe(1);
  });

  it('a date already run is run again only as a re-run, which changes nothing done', async () => {
    const again = await proposeRun(D1);
    expect(again.statusCode).toBe(400);
    expect(body(again).msg).toContain('已运行过');
    const rerun = await proposeRun(D1, true);
    expect(rerun.statusCode).toBe(200);
    expect((await approve(body<{ id: string }>(rerun).data.id)).statusCode).toBe(200);
    await settleTaRuns();
    const detail = await detailOf(D1);
    expect(detail.batch).toMatchObject({ state: 'done', runs: 2 });
    expect(detail.steps.find((step) => step.step === 'confirm_purchases')?.rows).toBe(1);
    expect(await confirmations()).toBe(1);
  });

  it('a re-run of a date never run is refused', async () => {
    await setNav(t.database.db, A, '2026-11-20', '1.2000');
    const response = await proposeRun('2026-11-20', true);
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toContain('尚未运行');
  });
});

describe('GET /api/ops/ta/batches', () => {
  it("shows a failed step's error, and lists the dates newest first", async () => {
    await expect(
      runTaBatch(t.database.db, '2026-11-20', clock, {
        beforeCommit: (step) => {
          if (step === 'dividends') throw new Error('分红登记数据不完整');
        },
      }),
    ).rejects.toThrow();
    const detail = await detailOf('2026-11-20');
    expect(detail.batch).toMatchObject({ state: 'failed', failedStep: 'dividends', error: '分红登记数据不完整' });
    expect(detail.steps.find((step) => step.step === 'dividends')).toMatchObject({ state: 'failed', error: '分红登记数据不完整' });

    const list = await opsInject(t.app, 'auditor', { url: '/api/ops/ta/batches', query: { page: '1' } });
    expect(list.statusCode).toBe(200);
    const { items, total } = body<TaBatchListResponse>(list).data;
    expect(total).toBe(2);
    expect(items.map((batch) => [batch.tradeDate, batch.state])).toEqual([
      [D1, 'done'],
      ['2026-11-20', 'failed'],
    ]);
  });

  it('is not for a role without ta.view (客服)', async () => {
    expect((await opsInject(t.app, 'service', { url: '/api/ops/ta/batches' })).statusCode).toBe(403);
  });
});
