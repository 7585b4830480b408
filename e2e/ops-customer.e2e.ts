import { ERRORS } from '@fund-direct/domain/errors';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_TRADE_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import type { Runtime } from '../apps/server/src/runtime.ts';
import { ConsoleJourney } from './support/console-journey.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { clickSettled } from './support/settled-click.ts';

// Customer service freezes an account in the console: the customer still signs in and sees the account home, which
// says why, but a purchase is refused with the freeze's message; unfrozen, the same purchase is accepted. A server of
// its own (orders of the demo customer stay out of the shared one), its clock at 10:00 of a trading day.
const WAIT = { timeout: 30_000 };
const CUSTOMER = '13800000001';
const CUSTNO = '10000001';
// An R4 fund open for purchase: above the demo customer's level, so the risk warning is confirmed first.
const FUND = '001266';
const NOTICE = '应您的要求临时冻结';

const journey = new ConsoleJourney();
const { staffLogin } = journey;
const customerLogin = (page: Page) => journey.customerLogin(page, CUSTOMER);
const newPage = async (browser: Browser) => (await journey.newPage(browser)).page;
let runtime: Runtime;
let baseUrl: string;

afterAll(() => journey.close());

beforeAll(async () => {
  ({ runtime, baseUrl } = await journey.start());
  await journey.setShanghaiTime('10:00');
}, 300_000);

async function tryPurchase(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/trade/purchase?fundCode=${FUND}`, { waitUntil: 'networkidle' });
  await page.getByLabel('购买金额').fill('1000');
  await page.getByText('大写：壹仟元整').waitFor(WAIT);
  await page.getByRole('checkbox', { name: /自愿购买/ }).check();
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await page.getByRole('button', { name: /确认购买/ }).click();
  await clickSettled(page.getByRole('dialog').getByRole('button', { name: '我已知晓，继续购买' }));
}

async function act(page: Page, button: string, fields: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await clickSettled(dialog.getByRole('button', { name: /确\s*认/ }));
  await page.getByText(`${button}成功`).waitFor(WAIT);
}

describeBrowser('customer service freezes an account', () => {
  const browser = useBrowser();

  it('a frozen customer sees why and cannot buy; unfrozen, the purchase is accepted', async () => {
    const service = await newPage(browser());
    await staffLogin(service, 'service');
    await service.goto(`${baseUrl}/ops/customers?keyword=${CUSTNO}`, { waitUntil: 'networkidle' });
    await service.getByRole('link', { name: CUSTNO }).click();
    await service.getByText('账户状态').waitFor(WAIT);
    await act(service, '冻结账户', { 告知客户的冻结原因: NOTICE, 操作原因: '客户来电称手机丢失，要求冻结' });
    await service.getByText(`告知客户的原因：${NOTICE}`).waitFor(WAIT);

    const customer = await newPage(browser());
    await customerLogin(customer);
    await customer.goto(`${baseUrl}/assets/my_assets`, { waitUntil: 'networkidle' });
    await customer.getByText(`（原因：${NOTICE}）`, { exact: false }).waitFor(WAIT);
    await tryPurchase(customer);
    await customer.getByText(ERRORS.ACCOUNT_FROZEN.msg).first().waitFor(WAIT);
    expect(await customer.getByText('交易申请已受理').count()).toBe(0);

    await act(service, '解冻账户', { 操作原因: '客户核实身份后要求解冻' });
    await service.getByRole('button', { name: '冻结账户' }).waitFor(WAIT);

    await tryPurchase(customer);
    await customer.getByText('交易申请已受理').waitFor(WAIT);

    const rows = await runtime.app.database.query<{ action: string }>(
      sql`select action from audit_log where target = ${`customer:${CUSTNO}`} order by id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['customer.freeze', 'customer.unfreeze']);
  });
});
