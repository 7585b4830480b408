import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { clickSettled } from './support/settled-click.ts';

const baseUrl = inject('baseUrl');

// The list's rows (desktop table) as [code, yield column text].
async function rows(page: Page): Promise<{ code: string; type: string; value: string }[]> {
  return page.locator('.fd-table tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = tr.querySelectorAll('td');
      return {
        code: tr.querySelector('.fd-fund-code')?.textContent ?? '',
        type: cells[1]?.textContent ?? '',
        value: cells[7]?.textContent ?? '',
      };
    }),
  );
}

async function yieldValues(page: Page): Promise<number[]> {
  return (await rows(page))
    .map((r) => r.value)
    .filter((v) => v !== '--')
    .map((v) => Number.parseFloat(v));
}

function isSorted(values: number[], order: 'asc' | 'desc'): boolean {
  return values.every((v, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));
}

describeBrowser('fund pages', () => {
  const browser = useBrowser();

  it('filters the fund list by type and sorts it by a yield period', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('基金产品 - 沣泽基金');
    await expect.poll(() => page.locator('.fd-nav__link--active').textContent()).toBe('基金产品');

    // Above 576 px the filters are in place and the phone's 筛选 button is not shown.
    expect(await page.getByRole('button', { name: /^筛选/ }).count()).toBe(0);
    await page
      .getByRole('group', { name: '基金类型' })
      .getByRole('button', { name: /^债券型/ })
      .click();
    await expect.poll(async () => new Set((await rows(page)).map((r) => r.type))).toEqual(new Set(['债券型']));
    expect(page.url()).toContain('type=3');

    await page.getByRole('combobox', { name: '排序' }).selectOption('threeYear');
    await expect.poll(() => page.locator('th[aria-sort="descending"]').textContent()).toBe('近三年');
    // The header changes before the new page of rows arrives: wait for the rows themselves.
    await expect.poll(async () => isSorted(await yieldValues(page), 'desc')).toBe(true);
    expect((await yieldValues(page)).length).toBeGreaterThan(1);

    await page.getByRole('button', { name: '从低到高' }).click();
    await expect.poll(() => page.locator('th[aria-sort="ascending"]').count()).toBe(1);
    await expect.poll(async () => isSorted(await yieldValues(page), 'asc')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('keeps the filters in a drawer on a phone, applied together with 确定', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    // No filter row is cut at the edge of the screen: they are all behind the 筛选 button.
    expect(await page.locator('.fd-filters:visible').count()).toBe(0);
    await page.getByRole('button', { name: '筛选' }).click();
    const drawer = page.getByRole('dialog', { name: '筛选基金' });
    await drawer
      .getByRole('group', { name: '基金类型' })
      .getByRole('button', { name: /^债券型/ })
      .click();
    await drawer.getByRole('group', { name: '成立年限' }).getByRole('button', { name: '3年以上' }).click();
    // The return range has no 确定 of its own in the drawer: what is typed goes with the drawer's.
    await drawer.getByLabel('最低收益（%）').fill('-50');
    // The sort is chosen here too: chips, not a native select.
    await drawer.getByRole('group', { name: '排序', exact: true }).getByRole('button', { name: '近三年' }).click();
    expect(await page.locator('.fd-sort-bar select:visible').count()).toBe(0);
    // A draft: the list has not moved yet.
    expect(page.url()).not.toContain('type=');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL((url) => ['type', 'years', 'ymin', 'sort'].every((key) => url.searchParams.has(key)));
    // The address moves first; the list and its sort bar follow on the next render.
    await expect.poll(() => page.locator('.fd-sort-bar__current').textContent()).toBe('按近三年从高到低');
    expect(new URL(page.url()).searchParams.get('ymin')).toBe('-50');
    await page.getByRole('button', { name: '筛选，已设3项' }).waitFor();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in when they press the watchlist star, and remembers the page', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
    await page.goto(`${baseUrl}/fund?type=1`, { waitUntil: 'networkidle' });
    await page
      .locator('.fd-fund-table tbody tr')
      .first()
      .getByRole('button', { name: /^加入自选/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('您还未进行登录，是否前往登录？');
    expect(await dialog.textContent()).toContain('温馨提示');
    await clickSettled(dialog.getByRole('button', { name: /确\s*定/ }));
    await page.waitForURL(/\/login$/);
    const toPage = await page.evaluate(() => JSON.parse(sessionStorage.getItem('toPage') ?? 'null'));
    expect(toPage).toEqual({ name: 'fund', query: { type: '1' } });
    await context.close();
  });

  it("switches the NAV chart's period and shows every section of the fund", async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund_detail?fundCode=000512`, { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('沣泽价值精选混合A(000512) - 沣泽基金');
    await expect.poll(() => page.locator('.fd-nav__link--active').textContent()).toBe('基金产品');
    await expect.poll(() => page.locator('.fd-nav-chart').getAttribute('data-period')).toBe('3m');
    // The SVG first view until the visitor reaches for the chart; ECharts then draws in the same box.
    await page.locator('.fd-nav-chart svg.fd-nav-preview path').first().waitFor();
    await page.locator('.fd-nav-chart').hover();
    await page.locator('.fd-nav-chart canvas').first().waitFor();

    await page.getByRole('group', { name: '时间区间' }).getByRole('button', { name: '近1年' }).click();
    await expect.poll(() => page.locator('.fd-nav-chart').getAttribute('data-period')).toBe('1y');
    expect(await page.getByRole('button', { name: '近1年' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '累计收益' }).click();
    await expect.poll(() => page.locator('.fd-nav-chart [role="img"]').getAttribute('aria-label')).toContain('业绩比较基准');

    for (const heading of [
      '业绩表现',
      '净值走势',
      '风险指标',
      '基金规模',
      '资产配置',
      '十大重仓股',
      '行业配置',
      '基金经理',
      '费率结构',
      '分红记录',
      '基金公告',
      '法律文件',
    ]) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.getByRole('link', { name: '陈思远' }).click();
    await page.waitForURL(/\/fund_manager\?manId=1001$/);
    await page.getByRole('heading', { name: /陈思远/ }).waitFor();
    await expect.poll(() => page.locator('.fd-nav__link--active').textContent()).toBe('基金产品');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("keeps a logged-in customer's watchlist: star after the login prompt, removal after 是否取消自选？", async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/fund_detail?fundCode=000512`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '加自选' }).click();
    await clickSettled(page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }));
    await page.waitForURL(/\/login$/);
    await page.getByLabel('登录账号').fill('13800000001');
    await page.getByLabel('登录密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登 录' }).click();
    // Back where the prompt was shown (toPage).
    await page.waitForURL(/\/fund_detail\?fundCode=000512$/);
    await page.getByRole('button', { name: '加自选' }).click();
    await expect.poll(() => page.getByRole('button', { name: '已自选' }).getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${baseUrl}/fund?type=1`, { waitUntil: 'networkidle' });
    const star = page.getByRole('button', { name: '取消自选：沣泽价值精选混合A' });
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    await star.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('是否取消自选？');
    await clickSettled(dialog.getByRole('button', { name: '暂 不' }).or(dialog.getByRole('button', { name: '暂不' })));
    // The dialog fades out before the page takes clicks again (a busy machine takes its time).
    await dialog.waitFor({ state: 'hidden' });
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    await star.click();
    await clickSettled(page.getByRole('dialog').getByRole('button', { name: /确\s*认/ }));
    await expect.poll(() => page.getByRole('button', { name: '加入自选：沣泽价值精选混合A' }).getAttribute('aria-pressed')).toBe('false');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shows a not-found state with a way back for an unknown fund code', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
    await page.goto(`${baseUrl}/fund_detail?fundCode=999999`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '未找到该基金' }).waitFor();
    await page.getByRole('link', { name: '查看全部基金' }).click();
    await page.waitForURL(/\/fund$/);
    await context.close();
  });
});
