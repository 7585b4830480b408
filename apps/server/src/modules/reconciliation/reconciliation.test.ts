import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeCommand } from '../../cli/admin-socket.ts';
import { CLI_COMMANDS } from '../../app-modules.ts';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, exitCodeOf } from '../../cli.ts';
import type { Transaction } from '../../db/database.ts';
import { createTestApp, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { latestRun, reconcileDate, type CheckResult, type ReconciliationResult } from './reconciliation.service.ts';
import {
  DAY_1,
  DAY_2,
  FUND_A,
  FUND_B,
  SCENARIO_CLOCK,
  captureLogger,
  randomOrderId,
  runScenario,
  type Scenario,
} from '../../../test/modules/reconciliation/reconciliation.test-support.ts';

let t: TestApp;
let s: Scenario;

beforeAll(async () => {
  t = await createTestApp({ now: () => SCENARIO_CLOCK });
  s = await runScenario(t.database);
}, 240_000);

afterAll(async () => {
  await t.close();
});

class Rollback extends Error {}

// Injects a break by a direct SQL write, reconciles `date` in the same transaction and rolls both back.
async function reconcileWith(inject: (tx: Transaction) => Promise<void>, date: string = DAY_1): Promise<ReconciliationResult> {
  let result: ReconciliationResult | undefined;
  await t.database.db
    .transaction(async (tx) => {
      await inject(tx);
      result = await reconcileDate(tx, date, { now: SCENARIO_CLOCK });
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (!result) throw new Error('no result');
  return result;
}

const checkOf = (result: ReconciliationResult, name: string): CheckResult => {
  const check = result.checks.find((c) => c.check === name);
  if (!check) throw new Error(`no check ${name}`);
  return check;
};
const broken = (result: ReconciliationResult) => result.checks.filter((c) => c.count > 0).map((c) => c.check);
const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => (await t.database.query<T>(query))[0] as T;

describe('the daily reconciliation', () => {
  it('finds both batch days of a clean scenario clean, and stores each run', async () => {
    for (const date of [DAY_1, DAY_2]) {
      const logger = captureLogger();
      const result = await reconcileDate(t.database.db, date, { now: SCENARIO_CLOCK, logger });
      expect(broken(result)).toEqual([]);
      expect(result.status).toBe('clean');
      expect(logger.errors).toEqual([]);
      const stored = await latestRun(t.database.db, date);
      expect(stored).toMatchObject({ runDate: date, status: 'clean', breaks: {} });
      expect(stored?.counts).toEqual(Object.fromEntries(result.checks.map((c) => [c.check, 0])));
    }
    // The scenario did move money and shares on both days.
    const [moved] = await t.database.query<{ n: number }>(
      sql`select count(*)::int as n from trade_order where customer_id = ${s.customer}::uuid and status = '1'`,
    );
    expect(moved?.n).toBe(6);
    const dividends = await t.database.query<{ fund_code: string; method: string }>(
      sql`select fund_code, method from dividend_payment where customer_id = ${s.customer}::uuid order by fund_code`,
    );
    expect(dividends).toEqual([
      { fund_code: FUND_A, method: '0' },
      { fund_code: FUND_B, method: '1' },
    ]);
  });

  it('names a doubled ledger row of a confirmed order (the unique index dropped, as a batch without it could)', async () => {
    const original = await one<{ id: string }>(
      sql`select id::text from share_ledger where order_id = ${s.orders.cardPurchase}::uuid and kind = 'purchase'`,
    );
    let copy = '';
    const result = await reconcileWith(async (tx) => {
      await tx.execute(sql`drop index share_ledger_order_kind_idx`);
      const rows = (await tx.execute(sql`
        insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
        select customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at from share_ledger where id = ${original.id}::bigint
        returning id::text`)) as unknown;
      copy = (Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows)[0].id as string;
    });
    expect(checkOf(result, 'order_ledger').rows).toEqual([
      expect.objectContaining({
        order_id: s.orders.cardPurchase,
        kind: 'purchase',
        ledger_rows: '2',
        ledger_ids: `${original.id},${copy}`,
      }),
    ]);
    expect(result.status).toBe('break');
  });

  it('names an orphan confirmation (no order) by its order id', async () => {
    const orphan = randomOrderId();
    const result = await reconcileWith(async (tx) => {
      await tx.execute(sql`insert into trade_confirmation (order_id, customer_id, nav, fee, shares_in, amount, confirm_date, confirmed_at)
        values (${orphan}::uuid, ${s.customer}::uuid, 1.2345, 0, 100.00, 123.45, ${DAY_2}::date, now())`);
    });
    expect(broken(result)).toEqual(['orphan_confirmation']);
    expect(checkOf(result, 'orphan_confirmation').rows).toEqual([
      {
        order_id: orphan,
        customer_id: s.customer,
        confirm_date: DAY_2,
        amount: '123.45',
        shares_in: '100.00',
        shares_out: null,
        reason: 'order_missing',
      },
    ]);
  });

  it('names a holding off by 0.01 share against the ledger and the lots', async () => {
    const before = await one<{ shares: string }>(
      sql`select shares::text from holding where customer_id = ${s.customer}::uuid and fund_code = ${FUND_A}`,
    );
    const result = await reconcileWith(async (tx) => {
      await tx.execute(sql`update holding set shares = shares + 0.01 where customer_id = ${s.customer}::uuid and fund_code = ${FUND_A}`);
    });
    const off = (Number(before.shares) + 0.01).toFixed(2);
    expect(checkOf(result, 'holding_ledger').rows).toEqual([
      expect.objectContaining({ customer_id: s.customer, fund_code: FUND_A, holding_shares: off, ledger_shares: before.shares }),
    ]);
    expect(checkOf(result, 'lot_holding').rows).toEqual([
      expect.objectContaining({ customer_id: s.customer, fund_code: FUND_A, holding_shares: off, lot_remaining: before.shares }),
    ]);
  });

  it('names a confirmed order whose confirmation is missing', async () => {
    const result = await reconcileWith(async (tx) => {
      await tx.execute(sql`delete from trade_confirmation where order_id = ${s.orders.redemption}::uuid`);
    });
    expect(checkOf(result, 'order_confirmation').rows).toEqual([
      expect.objectContaining({
        order_id: s.orders.redemption,
        customer_id: s.customer,
        fund_code: FUND_A,
        business_code: '024',
        confirmations: '0',
      }),
    ]);
  });

  it('names a daily income row off by 0.01', async () => {
    const recorded = await one<{ income: string }>(
      sql`select income::text from daily_income where customer_id = ${s.customer}::uuid and fund_code = ${FUND_B} and income_date = ${DAY_2}`,
    );
    const result = await reconcileWith(async (tx) => {
      await tx.execute(
        sql`update daily_income set income = income + 0.01 where customer_id = ${s.customer}::uuid and fund_code = ${FUND_B} and income_date = ${DAY_2}`,
      );
    }, DAY_2);
    expect(broken(result)).toEqual(['daily_income']);
    expect(checkOf(result, 'daily_income').rows).toEqual([
      expect.objectContaining({
        customer_id: s.customer,
        fund_code: FUND_B,
        expected_income: recorded.income,
        recorded_income: (Number(recorded.income) + 0.01).toFixed(2),
      }),
    ]);
  });

  it('names a purchase whose remittance is 0.01 short of the confirmed amount', async () => {
    const result = await reconcileWith(async (tx) => {
      await tx.execute(sql`update remit_notice set amount = amount - 0.01 where order_id = ${s.orders.remitPurchase}::uuid`);
    });
    expect(broken(result)).toEqual(['cash_in']);
    expect(checkOf(result, 'cash_in').rows).toEqual([
      expect.objectContaining({
        order_id: s.orders.remitPurchase,
        payment_method: 'remit',
        order_amount: '5000.00',
        received: '4999.99',
        matched_notices: '1',
      }),
    ]);
  });

  it('names a redemption whose confirmed payout is not shares × NAV less the fee', async () => {
    const result = await reconcileWith(async (tx) => {
      await tx.execute(sql`update trade_confirmation set amount = amount + 0.01 where order_id = ${s.orders.redemption}::uuid`);
    });
    const row = checkOf(result, 'cash_out').rows;
    expect(row).toEqual([expect.objectContaining({ source: 'order', ref: s.orders.redemption, shares: '500.00', nav: '1.2345' })]);
    expect(Number(row[0]?.amount)).toBeCloseTo(Number(row[0]?.expected_amount) + 0.01, 5);
  });

  it('names a cash dividend that is not base shares × the declared cash per share', async () => {
    const result = await reconcileWith(async (tx) => {
      await tx.execute(
        sql`update dividend_payment set amount = amount + 0.01 where customer_id = ${s.customer}::uuid and fund_code = ${FUND_B}`,
      );
    }, DAY_2);
    expect(checkOf(result, 'cash_out').rows).toEqual([
      expect.objectContaining({ source: 'dividend', ref: DAY_2, customer_id: s.customer, fund_code: FUND_B }),
    ]);
  });

  it('names a reinvested dividend ledger row whose dividend payment is gone', async () => {
    const result = await reconcileWith(async (tx) => {
      await tx.execute(sql`delete from dividend_payment where customer_id = ${s.customer}::uuid and fund_code = ${FUND_A}`);
    }, DAY_2);
    expect(checkOf(result, 'orphan_ledger').rows).toEqual([
      expect.objectContaining({ customer_id: s.customer, fund_code: FUND_A, kind: 'dividend_reinvest', reason: 'dividend_missing' }),
    ]);
  });

  it('names a ledger row whose order does not exist', async () => {
    const ghost = randomOrderId();
    const result = await reconcileWith(async (tx) => {
      await tx.execute(sql`insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
        values (${s.customer}::uuid, ${FUND_A}, 'purchase', 10.00, 0, 12.35, ${ghost}::uuid, ${DAY_1}::date, now())`);
    });
    expect(checkOf(result, 'orphan_ledger').rows).toEqual([
      expect.objectContaining({ order_id: ghost, kind: 'purchase', shares: '10.00', reason: 'order_missing' }),
    ]);
  });

  it('logs each break at error level with its rows', async () => {
    const logger = captureLogger();
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from trade_confirmation where order_id = ${s.orders.redemption}::uuid`);
        await reconcileDate(tx, DAY_1, { now: SCENARIO_CLOCK, logger });
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(logger.errors.map((e) => e.details.check)).toContain('order_confirmation');
    const logged = logger.errors.find((e) => e.details.check === 'order_confirmation');
    expect(logged?.details).toMatchObject({
      reconciliationDate: DAY_1,
      count: 1,
      rows: [expect.objectContaining({ order_id: s.orders.redemption })],
    });
  });
});

describe('npm run cli -- reconcile', () => {
  const run = async (args: string[]) => {
    const context = { config: t.config, database: t.database, keys: await testKeys(), now: () => SCENARIO_CLOCK };
    const response = await executeCommand(CLI_COMMANDS, context, { command: 'reconcile', args });
    return { code: exitCodeOf(response), output: response.output };
  };

  it('exits 0 with a readable summary on a clean day', async () => {
    const { code, output } = await run(['--date', DAY_1]);
    expect(code).toBe(EXIT_OK);
    expect(output).toContain(`对账 ${DAY_1}：平`);
    expect(output).toContain('clean');
  });

  it('exits non-zero on a break, names the check and the row, and stores the break', async () => {
    await t.database.db.execute(
      sql`update holding set shares = shares + 0.01 where customer_id = ${s.customer}::uuid and fund_code = ${FUND_A}`,
    );
    try {
      const { code, output } = await run(['--date', DAY_1]);
      expect(code).toBe(EXIT_FAILURE);
      expect(output).toContain('BREAK');
      expect(output).toMatch(/✗ holding_ledger\s+持仓份额与份额流水合计不符 {2}1 条/);
      expect(output).toContain(s.customer);
      const stored = await latestRun(t.database.db, DAY_1);
      expect(stored?.status).toBe('break');
      expect(stored?.counts.holding_ledger).toBe(1);
      expect(stored?.breaks.holding_ledger).toEqual([expect.objectContaining({ customer_id: s.customer, fund_code: FUND_A })]);
    } finally {
      await t.database.db.execute(
        sql`update holding set shares = shares - 0.01 where customer_id = ${s.customer}::uuid and fund_code = ${FUND_A}`,
      );
    }
  });

  it('ta confirm reconciles the date after its batch; a break is reported and stored, the batch stands', async () => {
    const context = { config: t.config, database: t.database, keys: await testKeys(), now: () => SCENARIO_CLOCK };
    const clean = await executeCommand(CLI_COMMANDS, context, { command: 'ta confirm', args: ['--date', DAY_2] });
    expect(exitCodeOf(clean)).toBe(EXIT_OK);
    expect(clean.output).toContain(`交易日 ${DAY_2} 确认完成`);
    expect(clean.output).toContain(`对账 ${DAY_2}：平`);
    await t.database.db.execute(
      sql`update holding set shares = shares + 0.01 where customer_id = ${s.customer}::uuid and fund_code = ${FUND_B}`,
    );
    try {
      const broke = await executeCommand(CLI_COMMANDS, context, { command: 'ta confirm', args: ['--date', DAY_2] });
      expect(exitCodeOf(broke)).toBe(EXIT_OK);
      expect(broke.output).toContain(`对账 ${DAY_2}：不平`);
      expect((await latestRun(t.database.db, DAY_2))?.breaks.holding_ledger).toEqual([expect.objectContaining({ fund_code: FUND_B })]);
    } finally {
      await t.database.db.execute(
        sql`update holding set shares = shares - 0.01 where customer_id = ${s.customer}::uuid and fund_code = ${FUND_B}`,
      );
    }
  });

  it('answers a usage error for a missing or non-trading date', async () => {
    expect((await run([])).code).toBe(EXIT_USAGE);
    const weekend = await run(['--date', '2026-11-22']);
    expect(weekend.code).toBe(EXIT_USAGE);
    expect(weekend.output).toContain('2026-11-22 不是交易日');
  });
});
