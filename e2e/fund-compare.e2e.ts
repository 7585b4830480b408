import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

const trayNames = (page: Page) => page.getByRole('complementary', { name: '基金对比栏' }).getByRole('listitem').allTextContents();
const legendNames = (page: Page) => page.getByRole('list', { name: '图例' }).getByRole('button').allTextContents();
const columnNames = (page: Page) => page.locator('.fd-compare-table thead th .fd-fund-name').allTextContents();

describeBrowser('fund comparison', () => {
  const browser = useBrowser();

  it('picks three funds from the list, compares them, switches the period and removes one', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    const names = (await page.locator('.fd-table tbody tr .fd-fund-name').allTextContents()).slice(0, 3);
    for (const name of names) await page.getByRole('button', { name: `加入对比：${name}` }).click();
    await expect.poll(() => trayNames(page)).toEqual(names);
    expect(await page.getByRole('button', { name: `已加入对比：${names[0]}` }).getAttribute('aria-pressed')).toBe('true');

    // The selection outlives a reload; the bar appears once the page has hydrated.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => trayNames(page)).toEqual(names);

    await page.getByRole('link', { name: '开始对比' }).click();
    await page.waitForURL(/\/fund\/compare\?codes=\d{6},\d{6},\d{6}$/);
    await expect.poll(() => page.title()).toBe('基金对比 - 沣泽基金');
    await expect.poll(() => legendNames(page)).toEqual(names);
    await page.locator('.fd-compare-chart canvas').first().waitFor();
    await expect.poll(() => columnNames(page)).toEqual(names);
    for (const row of ['区间收益', '近一年', '年化波动率', '最大回撤', '夏普比率', '管理费率', '基金经理']) {
      await page.getByRole('rowheader', { name: row }).waitFor();
    }
    expect(await page.locator('.fd-compare-chart').getAttribute('data-period')).toBe('1y');

    await page.getByRole('group', { name: '时间区间' }).getByRole('button', { name: '近3年' }).click();
    await expect.poll(() => page.locator('.fd-compare-chart').getAttribute('data-period')).toBe('3y');
    expect(page.url()).toContain('period=3y');

    await page.getByRole('button', { name: `移除：${names[1]}` }).click();
    const left = [names[0], names[2]];
    await expect.poll(() => columnNames(page)).toEqual(left);
    await expect.poll(() => legendNames(page)).toEqual(left);
    expect(page.url()).toContain('period=3y');
    expect(await seriousViolations(page)).toEqual([]);

    // Removing a column also takes the fund out of the bar.
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    await expect.poll(() => trayNames(page)).toEqual(left);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('keeps the table inside its own scrolling box on a phone', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    const names = (await page.locator('.fd-fund-table tbody tr .fd-fund-name').allTextContents()).slice(0, 4);
    for (const name of names) await page.getByRole('button', { name: `加入对比：${name}` }).click();
    await expect.poll(() => trayNames(page)).toEqual(names);
    await page.getByRole('link', { name: '开始对比' }).click();
    await page.waitForURL(/\/fund\/compare\?codes=/);
    await expect.poll(() => columnNames(page)).toEqual(names);
    await page.locator('.fd-compare-chart canvas').first().waitFor();
    const widths = await page.evaluate(() => {
      const wrap = document.querySelector('.fd-compare-table-wrap') as HTMLElement;
      return { page: document.documentElement.scrollWidth, wrap: wrap.clientWidth, table: wrap.scrollWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.table).toBeGreaterThan(widths.wrap);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('asks for two funds when fewer are given', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund/compare?codes=000512`, { waitUntil: 'networkidle' });
    await page.getByText('请至少选择两只基金进行对比').waitFor();
    expect(await page.getByRole('link', { name: '去选择基金' }).getAttribute('href')).toBe('/fund');
    await context.close();
  });
});
