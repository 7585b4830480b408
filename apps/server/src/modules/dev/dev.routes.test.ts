import { sql } from 'drizzle-orm';
import { nextTradingDay } from '@fund-direct/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { lastNavTradingDate } from '../ta/ta-simulate.ts';

let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai: the seed's last NAVs are Thursday's.
const clock = new Date('2026-11-20T02:00:00Z');

const simulate = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/dev/ta/simulate', payload: body });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

describe('POST /api/dev/ta/simulate', () => {
  it('runs the next trading days after the last NAV date and answers them; a second call goes on from there', async () => {
    const last = await lastNavTradingDate(t.database.db);
    expect(last).toBe('2026-11-19');
    const first = await simulate({ days: 2 });
    // Friday, then Monday.
    expect(first.json()).toMatchObject({ code: '0000', data: { tradeDates: ['2026-11-20', '2026-11-23'] } });
    const [batch] = await t.database.query<{ n: number }>(
      sql`select count(distinct trade_date)::int as n from ta_batch_step where trade_date in ('2026-11-20', '2026-11-23')`,
    );
    expect(batch?.n).toBe(2);
    // Each day's batch is followed by its reconciliation, stored clean.
    const runs = await t.database.query<{ run_date: string; status: string }>(
      sql`select run_date::text, status from reconciliation_run order by run_date`,
    );
    expect(runs).toEqual([
      { run_date: '2026-11-20', status: 'clean' },
      { run_date: '2026-11-23', status: 'clean' },
    ]);
    expect((await simulate({ days: 1 })).json().data).toEqual({ tradeDates: [nextTradingDay('2026-11-23')] });
  }, 300_000);

  it('refuses a day count outside 1–250', async () => {
    for (const days of [0, 251, 1.5]) {
      const reply = await simulate({ days });
      expect(reply.json().code).toBe('1001');
    }
  });
});

describe('POST /api/dev/ta/simulate in production', () => {
  it('does not exist', async () => {
    const p = await createTestApp({ config: { nodeEnv: 'production' }, seed: false });
    try {
      expect((await p.app.inject({ method: 'POST', url: '/api/dev/ta/simulate', payload: { days: 1 } })).statusCode).toBe(404);
    } finally {
      await p.close();
    }
  });
});
