import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { customerIdOf, placeOrder, setNav } from '../../../test/modules/ta/ta.test-support.ts';
import { runTaBatch, TA_STEPS } from './ta-batch.ts';
import { taBatchDetail, taBatchPage } from './ta-batch-view.service.ts';

const A = '000512';
const [D1, D2] = ['2026-11-23', '2026-11-24'];
const clock = new Date('2026-11-25T01:00:00Z');
const at = (date: string) => new Date(`${date}T12:00:00Z`);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const x = await customerIdOf(t.database, '13800000001');
  await setNav(t.database.db, A, D1, '1.2345');
  await setNav(t.database.db, A, D2, '1.2400');
  await placeOrder(t.database.db, { customerId: x, businessCode: '022', fundCode: A, tradeDate: D1, amount: '2000.00' });
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('the batch of a date as the console shows it', () => {
  it('shows a date never run with every step still to run', async () => {
    const detail = await taBatchDetail(t.database.db, D1);
    expect(detail.batch).toBeNull();
    expect(detail.steps.map((s) => s.state)).toEqual(TA_STEPS.map(() => 'pending'));
  });

  it('records a failed step with its error; the steps before it are done, those after it have not run', async () => {
    await expect(
      runTaBatch(t.database.db, D1, at(D1), {
        beforeCommit: (step) => {
          if (step === 'confirm_purchases') throw new Error('基金 000512 的净值缺失');
        },
      }),
    ).rejects.toThrow('净值缺失');
    const detail = await taBatchDetail(t.database.db, D1);
    const failedAt = TA_STEPS.findIndex((s) => s.name === 'confirm_purchases');
    expect(detail.batch).toMatchObject({
      state: 'failed',
      stateLabel: '失败',
      failedStep: 'confirm_purchases',
      failedStepLabel: TA_STEPS[failedAt]?.label,
      error: '基金 000512 的净值缺失',
      stepsDone: failedAt,
      runs: 1,
    });
    expect(detail.steps[failedAt]).toMatchObject({ state: 'failed', error: '基金 000512 的净值缺失', rows: null });
    expect(detail.steps.slice(0, failedAt).every((s) => s.state === 'done' && s.error === null)).toBe(true);
    expect(detail.steps.slice(failedAt + 1).every((s) => s.state === 'pending')).toBe(true);
  });

  it('a re-run finishes the date: every step done, the purchase confirmed once, the run counted', async () => {
    await runTaBatch(t.database.db, D1, at(D1));
    const detail = await taBatchDetail(t.database.db, D1);
    expect(detail.batch).toMatchObject({ state: 'done', error: null, failedStep: null, stepsDone: TA_STEPS.length, runs: 2 });
    expect(detail.steps.find((s) => s.step === 'confirm_purchases')).toMatchObject({ state: 'done', rows: 1 });
    expect(detail.steps.every((s) => s.state === 'done')).toBe(true);
    expect(detail.steps.find((s) => s.step === 'confirm_purchases')?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('lists batches newest date first, a page at a time', async () => {
    await runTaBatch(t.database.db, D2, at(D2));
    const first = await taBatchPage(t.database.db, { page: 1, pageSize: 1 });
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.items.map((b) => b.tradeDate)).toEqual([D2]);
    const second = await taBatchPage(t.database.db, { page: 2, pageSize: 1 });
    expect(second.items.map((b) => [b.tradeDate, b.state])).toEqual([[D1, 'done']]);
  });
});
