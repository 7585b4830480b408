import { expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { VIEWPORTS, describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

// One page of each kind of the editorial area, checked once loaded.
const PAGES = [
  '/enterhy',
  '/viewpoint',
  '/viewpoint/viewpoint_article?id=1&type=other',
  '/viewpoint/viewpoint_video',
  '/msg_publish',
  '/msg_publish/detail?id=1',
  '/customer_service',
  '/services/data_download',
  '/services/common_question',
  '/services/consignment_organ',
  '/services/notice_publicity',
  '/services/personal_guide',
  '/footer/rights',
  '/footer/DjgPersonnel',
];

describeBrowser('editorial pages: accessibility', () => {
  const browser = useBrowser();

  for (const viewport of VIEWPORTS) {
    it(`has no serious or critical axe violations and no sideways scroll at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(browser(), { viewport });
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => page.locator('.ant-skeleton').count()).toBe(0);
        for (const violation of await seriousViolations(page)) found.push(`${path} ${violation}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${path} scrolls sideways by ${overflow}px`);
      }
      expect(found).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
