import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMoney } from '@fund-direct/domain/format';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_TRADE_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { CLI_COMMANDS } from '../apps/server/src/app-modules.ts';
import { matchCommand } from '../apps/server/src/cli/command-registry.ts';
import type { Runtime } from '../apps/server/src/runtime.ts';
import { ConsoleJourney } from './support/console-journey.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { apiGet as signedGet } from './support/signed-api.ts';
import { clickSettled } from './support/settled-click.ts';

// TA_MODE=exchange: the registrar confirms through files. A customer buys on the site; after the close the day's files
// go out (exchange export), the built-in registrar answers (exchange counterparty) and its files are imported (exchange
// import); the customer's trade record then shows the registrar's confirmation, and 基金运营 sees the day's files in
// 数据交换.
void inject;
const WAIT = { timeout: 30_000 };
const CUSTOMER = '13800000001';
const FUND = '001266';

const journey = new ConsoleJourney();
const { now, setShanghaiTime, newPage, staffLogin } = journey;
let runtime: Runtime;
let baseUrl: string;
let day: string;
let exchangeDir: string;
const apiGet = <T>(page: Page, apiPath: string, params: Record<string, string>) =>
  signedGet<T>(page, baseUrl, apiPath, params, () => now().getTime());

afterAll(async () => {
  await journey.close();
  await rm(exchangeDir, { recursive: true, force: true });
});

beforeAll(async () => {
  exchangeDir = await mkdtemp(path.join(tmpdir(), 'fd-e2e-exchange-'));
  ({ runtime, baseUrl, day } = await journey.start({ TA_MODE: 'exchange', EXCHANGE_DIR: exchangeDir }));
}, 300_000);

// The registrar's prices of the day (copies of each fund's last NAV), in the site's NAV table as the demo publishes them.
async function publishNavsOfDay(): Promise<void> {
  await runtime.app.database.db.execute(sql`
    insert into nav (fund_code, nav_date, unit_nav, acc_nav, income_per_10k, yield_7d)
    select distinct on (fund_code) fund_code, ${day}::date, unit_nav, acc_nav, income_per_10k, yield_7d
    from nav order by fund_code, nav_date desc`);
}

async function cli(...argv: string[]): Promise<string> {
  const match = matchCommand(CLI_COMMANDS, argv);
  if (!match) throw new Error(argv.join(' '));
  const app = runtime.app;
  return match.command.run({ config: app.config, database: app.database, keys: app.keyMaterial, now }, match.args);
}

describeBrowser('orders confirmed by the registrar through exchange files', () => {
  const browser = useBrowser();

  it("a purchase goes out in the day's file, is confirmed by the registrar's, and shows its shares on the site and in the console", async () => {
    await setShanghaiTime('10:00');
    const customer = await newPage(browser());
    await journey.customerLogin(customer.page, CUSTOMER);
    await customer.page.goto(`${baseUrl}/trade/purchase?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    await customer.page.getByLabel('购买金额').fill('1000');
    await customer.page.getByText('大写：壹仟元整').waitFor(WAIT);
    await customer.page.getByRole('checkbox', { name: /自愿购买/ }).check();
    await customer.page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await customer.page.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
    await customer.page.getByRole('button', { name: /确认购买/ }).click();
    await clickSettled(customer.page.getByRole('dialog').getByRole('button', { name: '我已知晓，继续购买' }));
    await customer.page.getByText('交易申请已受理').waitFor(WAIT);
    const orderNo = (
      (await customer.page.locator('dl[aria-label="订单信息"] > div:has(> dt:text-is("订单号")) > dd').first().textContent()) ?? ''
    ).trim();

    // After the close: our file out, the registrar's answer in, its import.
    await setShanghaiTime('16:30');
    await publishNavsOfDay();
    expect(await cli('exchange', 'export', '--date', day)).toContain('OFD_F01_98_');
    expect(await cli('exchange', 'counterparty', '--date', day)).toContain('OFD_98_F01_');
    const imported = await cli('exchange', 'import', '--date', day);
    expect(imported).toMatch(/确认成功 [1-9]\d* 笔/);
    const [registrar] = await runtime.app.database.query<{ confirmed_shares: string }>(
      sql`select confirmed_shares::text from exchange_confirmation where app_sheet_serial_no = ${orderNo}`,
    );
    expect(registrar?.confirmed_shares).toMatch(/^\d+\.\d{2}$/);

    // The customer's trade record: 确认成功 with the registrar's shares.
    await journey.customerLogin(customer.page, CUSTOMER);
    const confirmed = await apiGet<{ order: { status: string } }>(customer.page, '/trade/order', { orderNo });
    expect(confirmed.order.status).toBe('1');
    await customer.page.goto(`${baseUrl}/assets/trade_record`, { waitUntil: 'networkidle' });
    await customer.page.getByRole('row').filter({ hasText: FUND }).filter({ hasText: '确认成功' }).first().waitFor(WAIT);
    await customer.page.getByRole('tab', { name: '确认记录' }).click();
    const shares = `${formatMoney(registrar?.confirmed_shares ?? '')}份`;
    await customer.page.getByRole('row').filter({ hasText: FUND }).filter({ hasText: shares }).first().waitFor(WAIT);

    // 基金运营 sees the day in 数据交换: our files acknowledged, the registrar's imported, no break.
    const maker = await newPage(browser());
    await staffLogin(maker.page, 'maker');
    await maker.page.getByRole('menuitem', { name: /数据交换/ }).click();
    await maker.page.getByText('登记机构文件确认').first().waitFor(WAIT);
    await maker.page.getByText(`OFD_98_F01_${day.replaceAll('-', '')}_04.TXT`).waitFor(WAIT);
    expect(await maker.page.getByText('已导入').count()).toBeGreaterThanOrEqual(6);
    expect(await maker.page.getByText('已确认').count()).toBeGreaterThanOrEqual(3);
    await maker.page.getByText('无差错').waitFor(WAIT);

    expect(customer.errors).toEqual([]);
    expect(maker.errors).toEqual([]);
  }, 300_000);
});
