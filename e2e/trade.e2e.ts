import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { formatMoney } from '@fund-direct/domain/format';
import { MoneyDecimal } from '@fund-direct/domain/money';
import { DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { chooseByLabel } from './support/select.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';
import { apiGet as signedGet } from './support/signed-api.ts';
import { clickSettled } from './support/settled-click.ts';

const baseUrl = inject('baseUrl');

// All e2e files share one in-memory server: this journey is the only one that places orders as 13800000001
// (the assets journey reads its seeded history and pauses and resumes its seeded plan).
const MOBILE = '13800000001';
// An R4 fund open for purchase: above the C3 demo customer's level, so the risk warning is confirmed.
const FUND = '001266';
const AMOUNT = '1000.00';
const WAIT = { timeout: 20_000 };

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

function apiGet<T>(page: Page, path: string, params: Record<string, string>): Promise<T> {
  return signedGet<T>(page, baseUrl, path, params);
}

// The development endpoint behind `ta simulate`: synthetic NAVs and the batch for the next trading days.
async function simulateUntil(tradeDate: string): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const response = await fetch(`${baseUrl}/api/dev/ta/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 1 }),
    });
    const body = (await response.json()) as Envelope<{ tradeDates: string[] }>;
    expect(body.code).toBe('0000');
    if (body.data.tradeDates.some((date) => date >= tradeDate)) return;
  }
  throw new Error(`the batch never reached ${tradeDate}`);
}

async function login(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('登录账号').fill(MOBILE);
  await page.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/\/home$/);
}

// The value shown beside a label in one of the trade pages' fact lists.
function fact(page: Page, list: string, label: string) {
  return page.locator(`dl[aria-label="${list}"] > div:has(> dt:text-is("${label}")) > dd`).first();
}

async function tickAgreementsAndPassword(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
}

interface OrderDetail {
  order: { orderNo: string; amount: string; quotedFee: string; tradeDate: string; status: string };
}

describeBrowser('trade journey (issue 7)', () => {
  const browser = useBrowser();

  it('buys an R4 fund with the risk warning, is confirmed by the batch, redeems part, plans, pauses and changes dividends', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await login(page);

    // Purchase from the fund page.
    await page.goto(`${baseUrl}/fund_detail?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /^购买：/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/trade/purchase\\?fundCode=${FUND}$`));
    await page.getByLabel('购买金额').fill('1000');
    await page.getByText('大写：壹仟元整').waitFor(WAIT);
    const feeCell = page.locator('dl.fd-trade-quote > div:has(> dt:text-is("手续费")) .fd-num').first();
    await feeCell.waitFor(WAIT);
    await expect.poll(async () => (await feeCell.textContent()) ?? '', WAIT).toMatch(/^\d+\.\d{2}元$/);
    const quotedFee = ((await feeCell.textContent()) ?? '').replace('元', '');
    await page.locator('dl.fd-trade-quote > div:has(> dt:text-is("净申购金额"))').first().waitFor();
    await page.getByRole('checkbox', { name: /自愿购买/ }).check();
    await tickAgreementsAndPassword(page);
    await page.getByRole('button', { name: /确认购买/ }).click();
    const riskDialog = page.getByRole('dialog');
    await riskDialog.getByText(/高于您的风险承受能力/).waitFor(WAIT);
    await clickSettled(riskDialog.getByRole('button', { name: '我已知晓，继续购买' }));
    await page.getByText('交易申请已受理').waitFor(WAIT);
    await page.getByText('交易状态：待确认').waitFor();
    const orderNo = ((await fact(page, '订单信息', '订单号').textContent()) ?? '').trim();
    expect(orderNo).toMatch(/^\d+$/);

    // The batch confirms the order on its trade date T at NAV(T).
    const placed = await apiGet<OrderDetail>(page, '/trade/order', { orderNo });
    expect(placed.order).toMatchObject({ status: '9', amount: AMOUNT, quotedFee });
    await simulateUntil(placed.order.tradeDate);
    const confirmed = await apiGet<OrderDetail>(page, '/trade/order', { orderNo });
    expect(confirmed.order.status).toBe('1');
    const navs = await apiGet<{ points: { date: string; unitNav: string | null }[] }>(page, '/content/nav/list', {
      fundCode: FUND,
      period: '1m',
    });
    const nav = navs.points.find((point) => point.date === placed.order.tradeDate)?.unitNav;
    if (!nav) throw new Error(`no NAV of ${FUND} on ${placed.order.tradeDate}`);
    const expected = new MoneyDecimal(AMOUNT).minus(quotedFee).div(nav).toDecimalPlaces(2, MoneyDecimal.ROUND_DOWN).toFixed(2);
    const holdings = await apiGet<{ list: { fundCode: string; shares: string }[] }>(page, '/query/bonus-list', {});
    expect(holdings.list.find((h) => h.fundCode === FUND)?.shares).toBe(expected);

    // Redeem part of it: the sell page shows the holding, the result the pending redemption.
    await page.goto(`${baseUrl}/trade/sell?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    await page
      .locator('dl[aria-label="持有份额"]')
      .getByText(`${formatMoney(expected)}份`)
      .first()
      .waitFor(WAIT);
    await page.getByLabel('赎回份额', { exact: true }).fill('10');
    await page.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
    await page.getByRole('button', { name: /确认赎回/ }).click();
    await page.getByText('交易申请已受理').waitFor(WAIT);
    await page.getByText('交易状态：待确认').waitFor();
    expect(await fact(page, '订单信息', '业务类型').textContent()).toContain('赎回');
    expect(await fact(page, '订单信息', '申请份额').textContent()).toBe('10.00份');

    // A monthly plan on the 8th, then paused on 我的定投.
    await page.goto(`${baseUrl}/trade/fix?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    await page.getByLabel('每期金额').fill('500');
    await chooseByLabel(page, '扣款日', '每月8日');
    await page.locator('dl[aria-label="扣款日期"]').waitFor(WAIT);
    const planRisk = page.getByRole('checkbox', { name: /自愿购买/ });
    await planRisk.check();
    await tickAgreementsAndPassword(page);
    await page.getByRole('button', { name: /确认定投/ }).click();
    // The purchase's risk confirmation was spent: the plan asks again.
    await clickSettled(page.getByRole('dialog').getByRole('button', { name: '我已知晓，继续购买' }));
    await page.getByText('定投计划设置成功').waitFor(WAIT);
    const planNo = ((await fact(page, '定投计划', '定投协议号').textContent()) ?? '').trim();
    await page.getByRole('link', { name: '查看我的定投' }).click();
    await page.waitForURL(/\/assets\/my_fix$/);
    const menu = page.getByRole('navigation', { name: '个人中心导航' });
    expect(await menu.locator('[aria-current="page"]').textContent()).toBe('我的定投');
    const active = page.getByRole('region', { name: /^进行中/ });
    const plan = active.getByRole('article', { name: new RegExp(planNo) });
    await plan.waitFor(WAIT);
    expect(await plan.textContent()).toContain('每月8日');
    await plan.getByRole('button', { name: /^暂\s*停$/ }).click();
    const pause = page.getByRole('dialog', { name: '暂停定投计划' });
    await pause.getByLabel('交易密码').fill(DEMO_TRADE_PASSWORD);
    await pause.getByRole('button', { name: '确认暂停' }).click();
    const paused = page.getByRole('region', { name: /^已暂停/ }).getByRole('article', { name: new RegExp(planNo) });
    await paused.waitFor(WAIT);
    await paused.getByRole('button', { name: /^恢\s*复$/ }).waitFor();
    expect(await active.getByRole('article', { name: new RegExp(planNo) }).count()).toBe(0);

    // Change the dividend method: the change waits for confirmation.
    await page.goto(`${baseUrl}/trade/dividend?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    const current = ((await fact(page, '当前分红方式', '当前分红方式').textContent()) ?? '').trim();
    await page.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page.getByText('交易申请已受理').waitFor(WAIT);
    await page.getByText('交易状态：待确认').waitFor();
    const changedTo = ((await fact(page, '订单信息', '分红方式').textContent()) ?? '').trim();
    expect(changedTo).not.toBe(current);
    const bonus = await apiGet<{ list: { fundCode: string; pendingMethod: string | null }[] }>(page, '/query/bonus-list', {});
    expect(bonus.list.find((h) => h.fundCode === FUND)?.pendingMethod).not.toBeNull();

    expect(problems.errors).toEqual([]);
    await context.close();
  }, 240_000);
});
