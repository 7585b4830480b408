import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_TRADE_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import type { Runtime } from '../apps/server/src/runtime.ts';
import { ConsoleJourney } from './support/console-journey.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { chooseOption } from './support/select.ts';
import { apiGet as signedGet } from './support/signed-api.ts';
import { clickSettled } from './support/settled-click.ts';

// Issue 17: the console runs a trading day. This journey has a server of its own whose clock it moves (and the
// browser's with it): the customer buys at 10:00 of a trading day D, the maker publishes D's NAVs after the close
// through a file, the checker approves, the fund page shows them, the TA run the maker proposes and the checker
// approves confirms the order; a fund the console suspends refuses a purchase.
void inject;
const WAIT = { timeout: 30_000 };
const CUSTOMER = '13800000001';
const FUND = '001266';

const journey = new ConsoleJourney();
const { now, setShanghaiTime, newPage, staffLogin } = journey;
const customerLogin = (page: Page) => journey.customerLogin(page, CUSTOMER);
let runtime: Runtime;
let baseUrl: string;
let day: string;
const apiGet = <T>(page: Page, path: string, params: Record<string, string>) =>
  signedGet<T>(page, baseUrl, path, params, () => now().getTime());

interface NavRow {
  fund_code: string;
  unit_nav: string | null;
  acc_nav: string | null;
  income_per_10k: string | null;
  yield_7d: string | null;
  is_money_fund: boolean;
}

afterAll(() => journey.close());

beforeAll(async () => {
  ({ runtime, baseUrl, day } = await journey.start());
}, 300_000);

// A file of D's NAVs for every fund: each a little above its last NAV (money funds: their last 万份收益 and yield).
async function navFile(): Promise<{ csv: string; unitNavOf: Map<string, string> }> {
  const rows = await runtime.app.database.query<NavRow>(sql`
    select distinct on (n.fund_code) n.fund_code, n.unit_nav::text, n.acc_nav::text, n.income_per_10k::text,
           n.yield_7d::text, f.is_money_fund
    from nav n join fund f on f.code = n.fund_code
    order by n.fund_code, n.nav_date desc`);
  const unitNavOf = new Map<string, string>();
  const lines = ['基金代码,净值日期,单位净值,累计净值,万份收益,七日年化收益率(%)'];
  for (const row of rows) {
    if (row.is_money_fund) {
      const yieldPercent = (Number(row.yield_7d ?? '0.018') * 100).toFixed(4);
      lines.push(`${row.fund_code},${day},,,${row.income_per_10k ?? '0.5000'},${yieldPercent}`);
      continue;
    }
    const unit = (Number(row.unit_nav) * 1.005).toFixed(4);
    const acc = (Number(row.acc_nav) + Number(unit) - Number(row.unit_nav)).toFixed(4);
    unitNavOf.set(row.fund_code, unit);
    lines.push(`${row.fund_code},${day},${unit},${acc},,`);
  }
  return { csv: `${lines.join('\n')}\n`, unitNavOf };
}

async function approveLatest(checker: Page, kindLabel: string): Promise<void> {
  await checker.goto(`${baseUrl}/ops/proposals?status=pending`, { waitUntil: 'networkidle' });
  await checker
    .getByRole('row')
    .filter({ hasText: kindLabel })
    .first()
    .getByRole('button', { name: /查\s*看|详\s*情/ })
    .click();
  await checker.getByRole('button', { name: /批\s*准/ }).click();
  await checker.getByText('已批准，变更已生效').waitFor(WAIT);
}

describeBrowser('operations console (issue 17)', () => {
  const browser = useBrowser();

  it("publishes a day of NAVs by file through four eyes, runs that day's TA batch, and suspends purchases of a fund", async () => {
    await setShanghaiTime('10:00');
    const customer = await newPage(browser());

    // The customer buys on D before the cut-off.
    await customerLogin(customer.page);
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
    const placed = await apiGet<{ order: { tradeDate: string; status: string } }>(customer.page, '/trade/order', { orderNo });
    expect(placed.order).toMatchObject({ tradeDate: day, status: '9' });

    // After the close the maker uploads D's NAVs and proposes them.
    await setShanghaiTime('16:30');
    const maker = await newPage(browser());
    await staffLogin(maker.page, 'maker');
    await maker.page.goto(`${baseUrl}/ops/navs`, { waitUntil: 'networkidle' });
    const { csv, unitNavOf } = await navFile();
    await maker.page.locator('input[type=file]').setInputFiles({ name: `nav-${day}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await maker.page.getByText('校验通过：可以提交复核').waitFor(WAIT);
    await maker.page.getByRole('button', { name: /提交复核/ }).click();
    await maker.page.getByText(/已提交复核/).waitFor(WAIT);

    // Nothing is public before the checker approves.
    const beforeApproval = await apiGet<{ points: { date: string }[] }>(customer.page, '/content/nav/list', {
      fundCode: FUND,
      period: '1m',
    });
    expect(beforeApproval.points.some((point) => point.date === day)).toBe(false);

    const checker = await newPage(browser());
    await staffLogin(checker.page, 'checker');
    await approveLatest(checker.page, '净值发布');

    // Hours later: the customer's session has long gone idle.
    await customerLogin(customer.page);
    const expectedNav = unitNavOf.get(FUND);
    await customer.page.goto(`${baseUrl}/fund_detail?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    await customer.page
      .getByText(expectedNav ?? '?')
      .first()
      .waitFor(WAIT);

    // The maker proposes D's batch, the checker approves, the order is confirmed at D's NAV.
    await maker.page.goto(`${baseUrl}/ops/ta/${day}`, { waitUntil: 'networkidle' });
    await maker.page.getByRole('button', { name: /运行批处理/ }).click();
    await clickSettled(maker.page.getByRole('dialog').getByRole('button', { name: /提交复核/ }));
    await maker.page.getByText('已提交复核，批准后开始执行').waitFor(WAIT);
    await approveLatest(checker.page, 'TA 批处理');
    await expect
      .poll(async () => (await apiGet<{ order: { status: string } }>(customer.page, '/trade/order', { orderNo })).order.status, {
        timeout: 90_000,
        interval: 1000,
      })
      .toBe('1');
    await maker.page.goto(`${baseUrl}/ops/ta/${day}`, { waitUntil: 'networkidle' });
    await maker.page.getByText('已完成').first().waitFor(WAIT);

    // 暂停申购 through the console: proposed, approved, and the customer's purchase is refused.
    const [open] = await runtime.app.database.query<{ code: string }>(
      sql`select code from fund where status = '0' and not is_money_fund and code <> ${FUND} order by code limit 1`,
    );
    if (!open) throw new Error('no fund open for purchase');
    await maker.page.goto(`${baseUrl}/ops/funds/${open.code}`, { waitUntil: 'networkidle' });
    await chooseOption(maker.page, maker.page.getByRole('combobox', { name: '基金状态' }), /^5 暂停申购/);
    await maker.page.getByText('暂停申购：').first().waitFor(WAIT);
    await maker.page.getByRole('button', { name: /提交复核/ }).click();
    await maker.page
      .getByText(/已提交复核/)
      .first()
      .waitFor(WAIT);
    await approveLatest(checker.page, '基金信息变更');
    await customer.page.goto(`${baseUrl}/trade/purchase?fundCode=${open.code}`, { waitUntil: 'networkidle' });
    await customer.page.getByText('基金暂停申购').first().waitFor(WAIT);

    expect(customer.errors).toEqual([]);
    expect(maker.errors).toEqual([]);
    expect(checker.errors).toEqual([]);
  }, 300_000);
});
