import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
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
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});
