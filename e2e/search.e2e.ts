import { SEARCH_TEXTS } from '@fund-direct/domain/search';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

async function openSearch(page: Page) {
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const input = page.getByRole('combobox', { name: SEARCH_TEXTS.placeholder });
  await input.waitFor();
  return input;
}

describeBrowser('hot search overlay', () => {
  const browser = useBrowser();

  it('finds a seeded fund by its pinyin initials, highlighted in red, and opens it with the keyboard', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    const input = await openSearch(page);
    expect(await input.getAttribute('placeholder')).toBe('基金名称/代码/基金经理/资讯/公告');
    await input.fill('jzjx');
    const funds = page.getByRole('dialog', { name: '搜索' }).getByRole('region', { name: '基金', exact: true });
    const first = funds.getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('沣泽价值精选混合A');
    expect(await first.locator('mark').allTextContents()).toEqual(['价值精选']);
    expect(await first.locator('mark').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(224, 48, 45)');
    expect(await funds.getByRole('heading').textContent()).toMatch(/^基金（\d+）$/);
    await page.screenshot({ path: '/tmp/search-1280-results.png' });

    await input.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL(/\/fund_detail\?fundCode=000512$/);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('finds a fund by its 6-digit code, shows the empty text, and closes with Esc', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: '/tmp/search-375-header.png' });
    const input = await openSearch(page);
    await input.fill('001266');
    const first = page.getByRole('dialog', { name: '搜索' }).getByRole('region', { name: '基金', exact: true }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('沣泽成长优选混合');
    expect(await first.locator('mark').textContent()).toBe('001266');
    await page.screenshot({ path: '/tmp/search-375-results.png' });
    await input.fill('qqqqxxxx');
    await expect.poll(() => page.getByText(SEARCH_TEXTS.empty).count()).toBe(1);
    await input.fill('');
    await page.getByRole('region', { name: SEARCH_TEXTS.hot }).waitFor();
    await page.screenshot({ path: '/tmp/search-375-empty.png' });
    await input.fill('qqqqxxxx');
    await expect.poll(() => page.getByText(SEARCH_TEXTS.empty).count()).toBe(1);
    await input.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: '搜索' }).count()).toBe(0);
    await context.close();
  });

  it('keeps the history through a reload within the session, clears it, and shows hot keywords with rank icons', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    const input = await openSearch(page);
    const hot = page.getByRole('region', { name: SEARCH_TEXTS.hot });
    await expect.poll(() => hot.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    // §9: the top 4 carry rank icons, the rest do not.
    expect(await hot.locator('[data-rank]').evaluateAll((els) => els.map((el) => el.getAttribute('data-rank')))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    for (const word of ['沣泽', '债券', '沣泽']) {
      await input.fill(word);
      await input.press('Enter');
    }
    await input.fill('');
    const history = page.getByRole('region', { name: SEARCH_TEXTS.history });
    expect(await history.locator('.fd-search__chip').allTextContents()).toEqual(['债券', '沣泽']);
    await page.screenshot({ path: '/tmp/search-1280-empty.png' });

    await page.reload({ waitUntil: 'networkidle' });
    await openSearch(page);
    await expect.poll(() => history.locator('.fd-search__chip').allTextContents()).toEqual(['债券', '沣泽']);
    await history.getByRole('button', { name: SEARCH_TEXTS.clearHistory }).click();
    await expect.poll(() => page.getByRole('region', { name: SEARCH_TEXTS.history }).count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    await openSearch(page);
    await hot.waitFor();
    expect(await page.getByRole('region', { name: SEARCH_TEXTS.history }).count()).toBe(0);
    await context.close();
  });
});
