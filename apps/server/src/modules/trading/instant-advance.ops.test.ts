import type { InstantAdvanceDayResponse } from '@fund-direct/domain/contracts/ops';
import { ERRORS } from '@fund-direct/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf, giveHolding, placeOrder, signIn } from '../../../test/modules/trading/trading.test-support.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

// 基金运营 → 快速取现垫资: the daily total is a maker–checker change that applies to today's room at once.
let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai.
const clock = new Date('2026-11-20T02:00:00Z');
let alice: string;
const MONEY_FUND = '000372';

const day = async (as = 'maker') => {
  const response = await opsInject(t.app, as, { url: '/api/ops/instant-advances' });
  return { status: response.statusCode, data: response.json<{ data: InstantAdvanceDayResponse }>().data };
};
const proposeTotal = (payload: Record<string, unknown>, as = 'maker') =>
  opsInject(t.app, as, { method: 'POST', url: '/api/ops/instant-advances/total', payload });
const instant = (shares: string) => placeOrder(t.app, 'redemption', alice, { fundCode: MONEY_FUND, shares, instant: true });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await signIn(t.app);
  const aliceId = await customerIdOf(t.app.db, '13800000001');
  await giveHolding(t.app.db, { customerId: aliceId, fundCode: MONEY_FUND, shares: '9000.00', acquiredDate: '2026-10-08' });
}, 180_000);
afterAll(async () => t.close());

describe('the company advance in the console', () => {
  it('starts from the default total with nothing used', async () => {
    expect((await day()).data).toMatchObject({
      date: '2026-11-20',
      total: '5000000.00',
      used: '0.00',
      available: '5000000.00',
      configuredTotal: '5000000.00',
      pendingTotal: null,
      list: [],
      unrecovered: { count: 0, amount: '0.00' },
    });
  });

  it('refuses a total that is not an amount, naming the field, and one equal to the current total', async () => {
    const bad = await proposeTotal({ total: '-5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ERRORS.VALIDATION.code, msg: expect.stringContaining('每日垫资总额') });
    const same = await proposeTotal({ total: '5000000' });
    expect(same.json()).toMatchObject({ msg: '每日垫资总额与当前相同，无需提交', data: { field: 'total' } });
  });

  it('changes nothing until a checker approves, then today takes the new total', async () => {
    expect((await instant('2000')).body.code).toBe('0000');
    const proposed = await proposeTotal({ total: '3000', note: '节前控制垫资规模' });
    expect(proposed.statusCode).toBe(200);
    const { proposalId } = proposed.json<{ data: { proposalId: string } }>().data;
    expect((await day()).data).toMatchObject({ total: '5000000.00', used: '2000.00', pendingTotal: '3000.00' });
    expect((await proposeTotal({ total: '4000' })).json()).toMatchObject({ msg: '已有等待复核的垫资总额调整，请复核后再提交' });
    // The maker cannot approve their own proposal.
    expect((await opsInject(t.app, 'maker', { method: 'POST', url: `/api/ops/proposals/${proposalId}/approve` })).statusCode).toBe(403);
    expect((await opsInject(t.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${proposalId}/approve` })).statusCode).toBe(200);
    expect((await day()).data).toMatchObject({
      total: '3000.00',
      used: '2000.00',
      available: '1000.00',
      configuredTotal: '3000.00',
      pendingTotal: null,
    });
  });

  it("refuses a payout beyond the company's room with what is left, and lists the day's payouts masked", async () => {
    expect((await instant('1500')).body).toMatchObject({ code: '3192', msg: '今日快速取现额度已不足，还可取现1,000.00元，请使用普通赎回' });
    expect((await instant('1000')).body.code).toBe('0000');
    const { data } = await day('checker');
    expect(data).toMatchObject({ used: '3000.00', available: '0.00' });
    expect(data.list.map((item) => [item.amount, item.status, item.customerNameMasked, item.fundCode])).toEqual([
      ['1000.00', 'open', '王*', MONEY_FUND],
      ['2000.00', 'open', '王*', MONEY_FUND],
    ]);
  });

  it('is shown only to the roles that see fund operations', async () => {
    expect((await day('service')).status).toBe(403);
    expect((await proposeTotal({ total: '9000' }, 'checker')).statusCode).toBe(403);
  });
});
