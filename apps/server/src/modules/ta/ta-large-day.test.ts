import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { customerIdOf, placeOrder } from '../../../test/modules/ta/ta.test-support.ts';
import { rowsOf } from '../../db/rows.ts';
import { preferHashJoinsOnLargeDays, type TaStepContext } from './ta-step.ts';

const D1 = '2026-11-23';
const context: TaStepContext = {
  tradeDate: D1,
  previousTradeDate: '2026-11-20',
  now: new Date(`${D1}T12:00:00Z`),
  tradingDayOffsets: '{}',
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => context.now });
}, 240_000);

afterAll(async () => {
  await t.close();
});

async function nestLoopAfter(large: number): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await preferHashJoinsOnLargeDays(tx, context, large);
    const [row] = await rowsOf<{ enable_nestloop: string }>(tx, sql`show enable_nestloop`);
    return row?.enable_nestloop ?? '';
  });
}

describe('a large day of pending orders', () => {
  it('reads whole tables (no nested loops) from the given number of pending orders of T, for that step only', async () => {
    const customerId = await customerIdOf(t.database, '13800000001');
    await placeOrder(t.database.db, { customerId, businessCode: '022', fundCode: '000512', tradeDate: D1, amount: '100.00' });
    await placeOrder(t.database.db, { customerId, businessCode: '022', fundCode: '000512', tradeDate: D1, amount: '200.00' });
    expect(await nestLoopAfter(3)).toBe('on');
    expect(await nestLoopAfter(2)).toBe('off');
    const [after] = await rowsOf<{ enable_nestloop: string }>(t.database.db, sql`show enable_nestloop`);
    expect(after?.enable_nestloop).toBe('on');
  });
});
