import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { describeBrowser, launchBrowser, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describeBrowser('accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    it(`/home has no serious or critical axe violations at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(browser, { viewport });
      await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.getByRole('img', { name: '服务号二维码' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
