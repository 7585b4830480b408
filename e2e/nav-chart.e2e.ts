import type { Page, Response } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

// A name ECharts' core gives every chart it owns: a script carrying it is (part of) ECharts.
const ECHARTS_FINGERPRINT = '_echarts_instance_';

// Every script the page fetched so far, with whether it carries ECharts.
function recordScripts(page: Page): () => Promise<{ url: string; echarts: boolean }[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return () =>
    Promise.all(
      responses.map(async (response) => ({
        url: response.url(),
        echarts: (await response.text()).includes(ECHARTS_FINGERPRINT),
      })),
    );
}

describeBrowser('fund NAV chart', () => {
  const browser = useBrowser();

  for (const viewport of [
    { width: 1280, height: 900, reach: 'hover' },
    { width: 375, height: 740, reach: 'tap' },
  ] as const) {
    it(`draws an SVG first and loads ECharts only after a ${viewport.reach} (${viewport.width} px)`, async () => {
      const { context, page, problems } = await openPage(browser(), {
        viewport: { width: viewport.width, height: viewport.height },
        hasTouch: viewport.reach === 'tap',
      });
      const scripts = recordScripts(page);
      await page.goto(`${baseUrl}/fund_detail?fundCode=000512`, { waitUntil: 'networkidle' });
      const chart = page.locator('.fd-nav-chart');
      await chart.scrollIntoViewIfNeeded();
      const preview = chart.locator('svg.fd-nav-preview');
      await preview.locator('path').first().waitFor();
      // The static view is named and described for screen readers, and keeps the interactive chart's height.
      expect(await preview.locator('title').textContent()).toMatch(/^本基金、业绩比较基准走势图，\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/);
      expect(await preview.locator('desc').textContent()).toContain('区间最高');
      const before = await chart.boundingBox();
      await page.waitForLoadState('networkidle');
      expect((await scripts()).filter((script) => script.echarts)).toEqual([]);
      expect(await chart.getAttribute('data-chart')).toBe('preview');

      if (viewport.reach === 'tap') await chart.tap();
      else await chart.hover();
      await chart.locator('canvas').first().waitFor();
      expect(await chart.getAttribute('data-chart')).toBe('interactive');
      expect((await scripts()).some((script) => script.echarts)).toBe(true);
      // Same box: the swap moves nothing around it.
      expect(await chart.boundingBox()).toEqual(before);
      expect(problems.errors).toEqual([]);
      await context.close();
    });
  }

  it('switching the period also brings the interactive chart, and keyboard focus does too', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund_detail?fundCode=000512`, { waitUntil: 'networkidle' });
    const chart = page.locator('.fd-nav-chart');
    await chart.locator('svg.fd-nav-preview path').first().waitFor();
    await page.getByRole('group', { name: '时间区间' }).getByRole('button', { name: '近1年' }).click();
    await expect.poll(() => chart.getAttribute('data-period')).toBe('1y');
    await chart.locator('canvas').first().waitFor();

    await page.goto(`${baseUrl}/fund_detail?fundCode=000512`, { waitUntil: 'networkidle' });
    await chart.locator('svg.fd-nav-preview path').first().waitFor();
    await chart.focus();
    await chart.locator('canvas').first().waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
