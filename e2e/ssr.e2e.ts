import { expect, inject, it } from 'vitest';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

// The first link of a server-rendered page that matches `pattern` (the HTML alone, as a crawler sees it).
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
  const href = pattern.exec(html)?.[0];
  if (!href) throw new Error(`${path} links to nothing like ${String(pattern)}`);
  return href.replace(/&amp;/g, '&');
}

describeBrowser('server-rendered public pages', () => {
  const browser = useBrowser();

  it('shows real content and follows links with JavaScript disabled', async () => {
    const { context, page } = await openPage(browser(), { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund`);
    expect(await page.locator('.fd-fund-code').count()).toBeGreaterThan(3);
    const detail = await firstLink('/fund', /\/fund_detail\?fundCode=\d{6}/);
    await page.locator(`a[href="${detail}"]`).first().click();
    await page.waitForURL(/\/fund_detail\?fundCode=/);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '信息披露' }).click();
    await page.waitForURL(/\/msg_publish/);
    expect(await page.locator('a[href^="/msg_publish/detail?id="]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates every public page family without a console warning or error', async () => {
    const fundDetail = await firstLink('/fund', /\/fund_detail\?fundCode=\d{6}/);
    const pages = [
      '/home',
      '/fund',
      fundDetail,
      await firstLink('/viewpoint', /\/viewpoint\/viewpoint_article\?id=\d+/),
      // A manager's page is reached from a fund's (/fund_manager alone is a 404).
      await firstLink(fundDetail, /\/fund_manager\?manId=\d+/),
      await firstLink('/msg_publish', /\/msg_publish\/detail\?id=\d+/),
    ];
    for (const path of pages) {
      const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // Hydrated: React has attached its handlers to the server's markup (a leading <link> is a preload React hoists, not a node it owns).
      await expect
        .poll(() =>
          page.evaluate(() => Object.keys(document.querySelector('#root > :not(link)') ?? {}).some((key) => key.startsWith('__react'))),
        )
        .toBe(true);
      expect(problems.errors, path).toEqual([]);
      expect(warnings, path).toEqual([]);
      await context.close();
    }
  });

  it('does not fetch again the data the server rendered, and becomes interactive', async () => {
    const detail = await firstLink('/fund', /\/fund_detail\?fundCode=\d{6}/);
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/content/fund/detail')) dataCalls.push(request.url());
    });
    await page.goto(`${baseUrl}${detail}`, { waitUntil: 'networkidle' });
    expect(dataCalls).toEqual([]);

    await page.getByRole('button', { name: '搜索' }).first().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    await page
      .getByRole('group', { name: '基金类型' })
      .getByRole('button', { name: /^债券型/ })
      .click();
    await expect.poll(() => page.url()).toContain('type=3');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('keeps on a phone the fund list the server rendered, as cards within the screen', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/content/fund/list')) listCalls.push(request.url());
    });
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    expect(listCalls).toEqual([]);
    const rows = page.locator('.fd-fund-table tbody tr');
    expect(await rows.count()).toBeGreaterThan(3);
    // Each card shows its name, the period's yield and the buy button inside the 375 px screen.
    const first = rows.first();
    for (const part of [first.locator('.fd-fund-name'), first.locator('.fd-fund-table__lead'), first.locator('.fd-table__actions')]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
