import { expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { VIEWPORTS, describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describeBrowser('home page', () => {
  const browser = useBrowser();

  for (const viewport of VIEWPORTS) {
    it(`shows banners, recommended funds, the ranking and notices by group at ${viewport.width} px`, async () => {
      const { context, page, problems } = await openPage(browser(), { viewport });
      await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
      expect(await page.title()).toBe('首页 - 沣泽基金');
      await page.locator('.fd-banner__image').first().waitFor();
      const recommended = page.getByRole('region', { name: '精选基金' }).getByRole('link', { name: /^沣泽/ });
      await expect.poll(() => recommended.count()).toBeGreaterThan(0);

      // Below the fold: the ranking and the notices load once scrolled near.
      const ranking = page.getByRole('region', { name: '涨幅排行' });
      await ranking.scrollIntoViewIfNeeded();
      await expect.poll(() => ranking.locator('.fd-rank-list__item').count()).toBe(10);
      await ranking.getByRole('tab', { name: '近一年' }).click();
      await expect.poll(() => ranking.getByRole('tab', { name: '近一年' }).getAttribute('aria-selected')).toBe('true');

      const notices = page.getByRole('region', { name: '信息披露' });
      await notices.scrollIntoViewIfNeeded();
      await expect.poll(() => notices.locator('.fd-dated-list li').count()).toBeGreaterThan(0);
      await notices.getByRole('tab', { name: '临时公告' }).click();
      await expect.poll(() => notices.getByRole('tabpanel').textContent()).not.toContain('加载中');
      await expect.poll(() => notices.locator('.fd-dated-list li').count()).toBeGreaterThan(0);

      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('.fd-award').count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await context.close();
    });
  }

  it('opens a recommended fund from the home page', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    const first = page.getByRole('region', { name: '精选基金' }).getByRole('link', { name: /^沣泽/ }).first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/fund_detail\?fundCode=\d{6}$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
    await context.close();
  });
});
