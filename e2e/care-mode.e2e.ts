import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { passwordLogin } from './auth-journey-support.ts';
import { describeBrowser, openPage, useBrowser, VIEWPORTS } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 20_000 };
const PAGES = [
  { path: '/home', ready: (page: Page) => page.getByRole('region', { name: '我的资产' }).waitFor(WAIT) },
  {
    path: '/fund_detail?fundCode=001266',
    ready: (page: Page) =>
      page
        .getByText(/中高风险（净值涨跌较大/)
        .first()
        .waitFor(WAIT),
  },
  { path: '/assets/my_assets', ready: (page: Page) => page.locator('.fd-card-list, .fd-table, .ant-table').first().waitFor(WAIT) },
];

// Every axe finding (not only the serious ones): Lighthouse's accessibility score is 100 only without any.
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// The header controls a finger presses, narrower or lower than 44 px.
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.fd-header button, .fd-header a'))
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent ?? el.className, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < 44 || rect.height < 44)
      .map(({ name, rect }) => `${name} ${Math.round(rect.width)}×${Math.round(rect.height)}`),
  );
}

// Elements that run past the right edge of the screen (the page would scroll sideways).
async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    // Inside a box that scrolls or clips sideways (a card strip, a table), running past the edge is that box's business.
    const clipped = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el))
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} ${Math.round(el.getBoundingClientRect().right)}`);
  });
}

describeBrowser('关怀模式', () => {
  const browser = useBrowser();

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px: large type, 44 px targets, plain risk words and no accessibility finding`, async () => {
      const { context, page, problems } = await openPage(browser(), { viewport });
      await passwordLogin(page, baseUrl, '13800000001', DEMO_PASSWORD);
      await page.waitForURL(/\/home$/);
      await page.getByRole('button', { name: '开启关怀模式：字体更大、对比更强' }).click();
      await page.getByRole('button', { name: '退出关怀模式，恢复标准版' }).waitFor(WAIT);

      for (const { path, ready } of PAGES) {
        // The next page comes from the server already in care mode (the cookie), not only after the script.
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.documentElement.dataset.care)).toBe('on');
        await ready(page);
        const bodySize = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
        expect(bodySize).toBeGreaterThanOrEqual(18);
        expect(await smallTargets(page)).toEqual([]);
        expect(await axeFindings(page)).toEqual([]);
        expect(await widerThanScreen(page)).toEqual([]);
        const name = path.split('?')[0]!.replaceAll('/', '_');
        await page.screenshot({ path: `test-results/care${name}-${viewport.width}.png`, fullPage: true });
      }

      // Switched off (from the home page), the next page is the standard one again.
      await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: '退出关怀模式，恢复标准版' }).click();
      await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.dataset.care)).toBeUndefined();
      expect(await page.getByRole('region', { name: '我的资产' }).count()).toBe(0);
      expect(problems.errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
