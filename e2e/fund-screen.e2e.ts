import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const total = async (page: Page) => Number(/共 (\d+) 只基金/.exec((await page.locator('.fd-sort-bar__total').textContent()) ?? '')?.[1]);
// The list's yield column follows the sort field: 近一年 by default.
const yearReturns = async (page: Page) =>
  (await page.locator('.fd-table tbody tr td:nth-last-child(2)').allTextContents()).map((text) => Number(text.replace(/[+%]/g, '')));

describeBrowser('fund screener', () => {
  const browser = useBrowser();

  it('screens by return, years since setup and manager, and keeps the screen in the address', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    const everyFund = await total(page);

    await page.getByLabel('最低收益（%）').fill('5');
    await page.getByRole('group', { name: '阶段收益' }).getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/ymin=5/);
    await expect.poll(() => total(page)).toBeLessThan(everyFund);
    const screened = await total(page);
    expect(screened).toBeGreaterThan(0);
    expect((await yearReturns(page)).every((value) => value >= 5)).toBe(true);

    await page.getByRole('group', { name: '成立年限' }).getByRole('button', { name: '5年以上' }).click();
    await page.waitForURL(/years=5/);
    await expect.poll(() => total(page)).toBeLessThanOrEqual(screened);

    // A shared address shows the same screen, server-rendered.
    const shared = page.url();
    const again = await context.newPage();
    await again.goto(shared, { waitUntil: 'networkidle' });
    expect(await total(again)).toBe(await total(page));
    expect(await again.getByLabel('最低收益（%）').inputValue()).toBe('5');

    await page.getByRole('group', { name: '阶段收益' }).getByRole('button', { name: '清除' }).click();
    await expect.poll(() => page.url()).not.toContain('ymin');
    await page.getByRole('combobox', { name: '基金经理' }).selectOption({ label: '陈思远' });
    await page.waitForURL(/manager=1001/);
    await expect.poll(async () => (await page.locator('.fd-table tbody tr .fd-fund-code').allTextContents()).includes('000512')).toBe(true);

    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('screens by fund size in 亿元, filtered on the server and kept in the address', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    const everyFund = await total(page);
    const size = page.getByRole('group', { name: '基金规模' });
    await size.getByLabel('最小规模（亿元）').fill('20');
    await size.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/smin=20/);
    await expect.poll(() => total(page)).toBeLessThan(everyFund);
    expect(await total(page)).toBeGreaterThan(0);
    // Every fund listed is at least 20亿元 by its latest report, as its page says.
    const code = (await page.locator('.fd-table tbody tr .fd-fund-code').first().textContent()) ?? '';
    await page.goto(`${baseUrl}/fund_detail?fundCode=${code}`, { waitUntil: 'networkidle' });
    const netAssets = (await page.locator('.fd-size-figures dd').first().textContent()) ?? '';
    expect(netAssets).toMatch(/亿元$/);
    expect(Number.parseFloat(netAssets)).toBeGreaterThanOrEqual(20);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
