import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { passwordLogin } from './auth-journey-support.ts';
import { chooseOption } from './support/select.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

// The demo customer's seeded year of history (demo-history.seed.ts): holdings, confirmed and pending orders.
const MOBILE = '13800000001';
const PHONE = { width: 375, height: 740 };
const WAIT = { timeout: 20_000 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not rendered');
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

// Within the phone's width: neither cut off nor pushed past the right edge.
async function inViewportWidth(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await boxOf(locator);
  expect(box.width).toBeGreaterThan(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

async function firstCard(page: Page, list: string): Promise<Locator> {
  const card = page.getByRole('list', { name: list }).getByRole('article').first();
  await card.waitFor(WAIT);
  return card;
}

describeBrowser('the account area on a 375 px phone', () => {
  const browser = useBrowser();

  it('shows trade records, holdings and bills as cards with the filters in a drawer', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: PHONE });
    await passwordLogin(page, baseUrl, MOBILE, DEMO_PASSWORD);
    await page.waitForURL(/\/home$/);

    // Trade records: the first application's amount and status in view, no table cut off at the side.
    await page.goto(`${baseUrl}/assets/trade_record`, { waitUntil: 'networkidle' });
    const record = await firstCard(page, '交易申请列表');
    await noSidewaysScroll(page);
    await inViewportWidth(record.locator('.fd-card-list__amount-value'));
    await inViewportWidth(record.locator('.fd-card-list__status .ant-tag'));
    expect(await page.locator('.ant-table').count()).toBe(0);

    // The filters wait behind 筛选; one chosen in the drawer applies on 确定 and is counted on the button.
    await page.getByRole('button', { name: /^筛选/ }).click();
    const drawer = page.getByRole('dialog', { name: '筛选交易记录' });
    await drawer.waitFor(WAIT);
    await inViewportWidth(drawer.getByRole('button', { name: /确\s*定/ }));
    // The drawer holds a draft: 确定 applies what the select shows.
    await chooseOption(page, drawer.getByLabel('交易状态', { exact: true }), '确认成功');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/status=1/);
    await page.getByRole('button', { name: '筛选，已设1项' }).waitFor(WAIT);
    await expect
      .poll(async () => (await firstCard(page, '交易申请列表')).locator('.fd-card-list__status').textContent(), WAIT)
      .toContain('确认成功');
    await noSidewaysScroll(page);

    // Holdings: one card each, the market value and the holding income in view, the actions as buttons.
    await page.goto(`${baseUrl}/assets/my_assets`, { waitUntil: 'networkidle' });
    const holding = await firstCard(page, '持仓列表');
    await noSidewaysScroll(page);
    await inViewportWidth(holding.locator('.fd-card-list__amount-value'));
    await inViewportWidth(holding.locator('.fd-card-list__status'));
    await inViewportWidth(holding.getByRole('link', { name: /^详情/ }));

    // Bills: the closing holdings as cards, the market value in view.
    await page.goto(`${baseUrl}/assets/bill`, { waitUntil: 'networkidle' });
    const closing = await firstCard(page, '期末持仓');
    await noSidewaysScroll(page);
    await inViewportWidth(closing.locator('.fd-card-list__amount-value'));

    expect(problems.errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('keeps the hotline toolbar of the service centre off its cards', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: PHONE });
    await page.goto(`${baseUrl}/customer_service`, { waitUntil: 'networkidle' });
    const toolbar = page.getByRole('complementary', { name: '服务工具栏' });
    await toolbar.getByRole('button', { name: '客服热线' }).waitFor(WAIT);
    await noSidewaysScroll(page);

    const cards = page.locator('.fd-service-contact__card, .fd-service-quick__card');
    expect(await cards.count()).toBeGreaterThan(0);
    // Every toolbar element that is shown, compared at the top of the page and scrolled down.
    for (const scroll of [0, 600]) {
      await page.evaluate((top) => window.scrollTo(0, top), scroll);
      const pageBoxes = await Promise.all((await cards.all()).map(boxOf));
      for (const part of await toolbar.locator('button:visible').all()) {
        const button = await boxOf(part);
        expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
        for (const card of pageBoxes) expect(overlaps(button, card)).toBe(false);
      }
    }

    expect(problems.errors).toEqual([]);
    await context.close();
  }, 60_000);
});
