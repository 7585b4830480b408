import { expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { VIEWPORTS, describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describeBrowser('accessibility', () => {
  const browser = useBrowser();

  for (const viewport of VIEWPORTS) {
    it(`/home has no serious or critical axe violations at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(browser(), { viewport });
      await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.getByRole('img', { name: '服务号二维码' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
