import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_TRADE_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { runTaBatch } from '../apps/server/src/modules/ta/ta-batch.ts';
import type { Runtime } from '../apps/server/src/runtime.ts';
import { ConsoleJourney } from './support/console-journey.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { apiGet as signedGet } from './support/signed-api.ts';
import { clickSettled } from './support/settled-click.ts';

// 客服 work queues: with ID_REVIEW=manual a customer's new ID card waits until a 客服 approves it in the console, and
// only then may the customer buy; a purchase paid by remittance is matched in the console and confirmed by the next
// TA batch. The journey has a server of its own whose clock it moves (and the browsers' with it).
void inject;
const WAIT = { timeout: 30_000 };
const CUSTOMER = '13800000001';
const CUSTOMER_NAME = '王明';
const FUND = '001266';
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const journey = new ConsoleJourney();
const { now, setShanghaiTime, newPage, staffLogin } = journey;
const customerLogin = (page: Page) => journey.customerLogin(page, CUSTOMER);
let runtime: Runtime;
let baseUrl: string;
let day: string;
const apiGet = <T>(page: Page, path: string, params: Record<string, string>) =>
  signedGet<T>(page, baseUrl, path, params, () => now().getTime());

afterAll(() => journey.close());

beforeAll(async () => {
  ({ runtime, baseUrl, day } = await journey.start({ ID_REVIEW: 'manual' }));
}, 300_000);

const idcardState = async (page: Page) => (await apiGet<{ idcardupload: string }>(page, '/account/user-info', {})).idcardupload;

// Every fund's NAV of D, a copy of its last one: enough for the batch to price D's orders.
async function publishNavsOfDay(): Promise<void> {
  await runtime.app.database.db.execute(sql`
    insert into nav (fund_code, nav_date, unit_nav, acc_nav, income_per_10k, yield_7d)
    select distinct on (fund_code) fund_code, ${day}::date, unit_nav, acc_nav, income_per_10k, yield_7d
    from nav order by fund_code, nav_date desc`);
}

describeBrowser('客服 work queues', () => {
  const browser = useBrowser();

  it('a 客服 approves a new ID card before the customer may buy; a remittance is matched and confirmed by the batch', async () => {
    await setShanghaiTime('10:00');
    const customer = await newPage(browser());
    await customerLogin(customer.page);

    // A new ID card, uploaded under manual review, waits.
    await customer.page.goto(`${baseUrl}/account/update_id_card`, { waitUntil: 'networkidle' });
    await customer.page.locator('#fd-id-card-front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await customer.page.getByRole('img', { name: '身份证人像面预览' }).waitFor(WAIT);
    await customer.page.locator('#fd-id-card-back').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await customer.page.getByRole('img', { name: '身份证国徽面预览' }).waitFor(WAIT);
    await customer.page.getByRole('button', { name: /上传新身份证/ }).click();
    await customer.page.getByText('身份证照片已提交，正在审核').first().waitFor(WAIT);
    expect(await idcardState(customer.page)).toBe('2');

    // The 客服 finds it in 证件审核, sees both photos and approves.
    const service = await newPage(browser());
    await staffLogin(service.page, 'service');
    await service.page.getByRole('menuitem', { name: /证件审核/ }).click();
    await service.page.getByRole('row').filter({ hasText: CUSTOMER_NAME }).getByRole('link', { name: '审核' }).click();
    await service.page.getByRole('img', { name: '身份证人像面' }).waitFor(WAIT);
    await service.page.getByRole('img', { name: '身份证国徽面' }).waitFor(WAIT);
    await service.page.getByRole('button', { name: /审核通过/ }).click();
    await clickSettled(service.page.getByRole('tooltip').getByRole('button', { name: /通\s*过/ }));
    await service.page.getByText('已通过审核').first().waitFor(WAIT);
    await service.page.getByText('暂无待审核的身份证照片').waitFor(WAIT);
    expect(await idcardState(customer.page)).toBe('1');

    // Now the customer buys, paying by remittance.
    await customer.page.goto(`${baseUrl}/trade/purchase?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    await customer.page.getByLabel('购买金额').fill('1000');
    await customer.page.getByText('大写：壹仟元整').waitFor(WAIT);
    await customer.page.getByRole('radio', { name: '汇款支付' }).check();
    await customer.page.getByRole('checkbox', { name: /自愿购买/ }).check();
    await customer.page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await customer.page.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
    await customer.page.getByRole('button', { name: /确认购买/ }).click();
    await clickSettled(customer.page.getByRole('dialog').getByRole('button', { name: '我已知晓，继续购买' }));
    await customer.page.getByText('交易申请已受理').waitFor(WAIT);
    const orderNo = (
      (await customer.page.locator('dl[aria-label="订单信息"] > div:has(> dt:text-is("订单号")) > dd').first().textContent()) ?? ''
    ).trim();
    const placed = await apiGet<{ order: { paymentStatus: string } }>(customer.page, '/trade/order', { orderNo });
    expect(placed.order.paymentStatus).toBe('awaiting');

    // The money arrives; the 客服 records it in 汇款匹配. A wrong amount is refused beside its field.
    await setShanghaiTime('10:10');
    await service.page.getByRole('menuitem', { name: /汇款匹配/ }).click();
    await service.page.getByRole('row').filter({ hasText: orderNo }).getByRole('button', { name: '登记到账' }).click();
    const dialog = service.page.getByRole('dialog');
    await dialog.getByLabel('到账金额（元）').fill('999');
    await dialog.getByLabel('付款人户名').fill(CUSTOMER_NAME);
    await dialog.getByLabel('银行流水号').fill(`E2E${orderNo.slice(-8)}`);
    await clickSettled(dialog.getByRole('button', { name: /登记并匹配/ }));
    await dialog.getByText('到账金额与订单金额 1000.00 元不一致，不能匹配').waitFor(WAIT);
    await dialog.getByLabel('到账金额（元）').fill('1000');
    await clickSettled(dialog.getByRole('button', { name: /登记并匹配/ }));
    await service.page.getByText(`订单 ${orderNo} 已匹配，完成支付`).waitFor(WAIT);
    const paid = await apiGet<{ order: { paymentStatus: string } }>(customer.page, '/trade/order', { orderNo });
    expect(paid.order.paymentStatus).toBe('paid');

    // After the close the day's batch confirms the paid order.
    await setShanghaiTime('16:30');
    await publishNavsOfDay();
    await runTaBatch(runtime.app.database.db, day, now());
    await customerLogin(customer.page);
    const confirmed = await apiGet<{ order: { status: string } }>(customer.page, '/trade/order', { orderNo });
    expect(confirmed.order.status).toBe('1');

    expect(customer.errors).toEqual([]);
    // The refused transfer answered 400, which the browser reports; nothing else went wrong.
    expect(service.errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  }, 300_000);
});
