import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchCommand } from '../../cli/command-registry.ts';
import { CLI_COMMANDS } from '../../app-modules.ts';
import { lastClosedTradingDay } from './ta-scheduler.ts';
import { createTestApp, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { customerIdOf, placeOrder } from '../../../test/modules/ta/ta.test-support.ts';

const clock = new Date('2026-11-23T01:00:00Z');
let t: TestApp;

async function cli(argv: string[]): Promise<string> {
  const match = matchCommand(CLI_COMMANDS, argv);
  if (!match) throw new Error(`unknown command ${argv.join(' ')}`);
  return match.command.run({ config: t.config, database: t.database, keys: await testKeys(), now: () => clock }, match.args);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('ta commands', () => {
  it('ta confirm refuses a non-trading day and a day without NAVs, with what to do', async () => {
    await expect(cli(['ta', 'confirm', '--date', '2026-11-22'])).rejects.toThrow('2026-11-22 不是交易日');
    await expect(cli(['ta', 'confirm', '--date', '2026-11-23'])).rejects.toThrow(/尚无基金净值.*nav import/);
    await expect(cli(['ta', 'confirm'])).rejects.toThrow('请用 --date YYYY-MM-DD 指定交易日');
  });

  it('ta simulate publishes synthetic NAVs for the next trading days and confirms their orders', async () => {
    const x = await customerIdOf(t.database, '13800000001');
    const order = await placeOrder(t.database.db, {
      customerId: x,
      businessCode: '022',
      fundCode: '000512',
      tradeDate: '2026-11-24',
      amount: '1000.00',
      quotedFee: '1.50',
    });
    const out = await cli(['ta', 'simulate', '--days', '2']);
    expect(out).toContain('交易日 2026-11-23 确认完成');
    expect(out).toContain('交易日 2026-11-24 确认完成');
    // Each simulated day is reconciled after its batch, clean.
    expect(out).toContain('对账 2026-11-23：平');
    expect(out).toContain('对账 2026-11-24：平');
    const navs = await t.database.query<{ nav_date: string; n: number }>(
      sql`select nav_date::text, count(*)::int as n from nav where nav_date in ('2026-11-23', '2026-11-24') and unit_nav is not null group by nav_date order by nav_date`,
    );
    expect(navs.map((r) => r.nav_date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(navs.every((r) => r.n > 20)).toBe(true);
    const [row] = await t.database.query<{ status: string; nav: string }>(
      sql`select o.status, c.nav::text from trade_order o join trade_confirmation c on c.order_id = o.id where o.id = ${order}::uuid`,
    );
    const [nav] = await t.database.query<{ unit_nav: string }>(
      sql`select unit_nav::text from nav where fund_code = '000512' and nav_date = '2026-11-24'`,
    );
    expect(row).toEqual({ status: '1', nav: nav?.unit_nav });
    // The next run continues after the last NAV date.
    expect(await cli(['ta', 'simulate', '--days', '1'])).toContain('交易日 2026-11-25 确认完成');
    await expect(cli(['ta', 'simulate', '--days', '0'])).rejects.toThrow('请用 --days N 指定天数');
  }, 300_000);

  it('ta rebuild-holdings recomputes holdings from the ledger', async () => {
    await t.database.db.execute(sql`update holding set shares = shares + 1`);
    expect(await cli(['ta', 'rebuild-holdings'])).toMatch(/更正持仓 [1-9]\d* 条/);
    expect(await cli(['ta', 'rebuild-holdings'])).toContain('更正持仓 0 条');
  });
});

describe('the demo scheduler', () => {
  it('runs the day once its 15:00 cut-off in China has passed, otherwise the trading day before', () => {
    expect(lastClosedTradingDay(new Date('2026-11-24T06:59:00Z'))).toBe('2026-11-23');
    expect(lastClosedTradingDay(new Date('2026-11-24T07:00:00Z'))).toBe('2026-11-24');
    // Saturday: Friday's batch.
    expect(lastClosedTradingDay(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-27');
  });
});
