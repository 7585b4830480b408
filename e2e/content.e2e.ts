import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { passwordLogin } from './auth-journey-support.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');
// Page chunks load lazily; on a busy machine the first one can take a few seconds.
const WAIT = { timeout: 15_000 };

// The header tab of a page's section is marked as current (§2 header, issue 4 quality).
async function activeTab(page: Page): Promise<string> {
  return page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]').innerText();
}

async function h1(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).innerText()).trim();
}

describeBrowser('editorial pages', () => {
  const browser = useBrowser();

  it('opens a notice from /msg_publish with its PDF attachment in a new tab', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(`${baseUrl}/msg_publish`);
    await expect.poll(() => page.title(), WAIT).toBe('信息披露 - 沣泽基金');
    await page.getByRole('tab', { name: /^临时公告（\d+）$/ }).click();
    const list = page.getByRole('list', { name: '临时公告列表' });
    const first = list.getByRole('link').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/msg_publish\/detail\?id=\d+$/);
    await expect.poll(() => h1(page), WAIT).toBe(title);
    expect(await activeTab(page)).toBe('信息披露');
    await expect.poll(() => page.title(), WAIT).toBe(`${title} - 沣泽基金`);

    const attachment = page.getByRole('region', { name: '公告附件' }).getByRole('link').first();
    expect(await attachment.getAttribute('target')).toBe('_blank');
    const href = await attachment.getAttribute('href');
    expect(href).toMatch(/^\/resources\/notice\/\d+\/\d+\.pdf$/);
    const pdf = await page.request.get(`${baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [tab] = await Promise.all([context.waitForEvent('page'), attachment.click()]);
    expect(tab).toBeDefined();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('opens every service-centre page from the side menu', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/customer_service`);
    await expect.poll(() => h1(page), WAIT).toBe('客户服务');
    const menu = page.getByRole('navigation', { name: '服务中心导航' });
    const sections = menu.locator('.fd-service-menu__section-button');
    const sectionCount = await sections.count();
    expect(sectionCount).toBe(8);
    let opened = 0;
    for (let s = 0; s < sectionCount; s += 1) {
      const section = sections.nth(s);
      if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
      const links = menu.locator(`#${await section.getAttribute('aria-controls')}`).getByRole('link');
      const linkCount = await links.count();
      expect(linkCount).toBeGreaterThan(0);
      for (let l = 0; l < linkCount; l += 1) {
        const link = links.nth(l);
        const label = (await link.innerText()).trim();
        const href = await link.getAttribute('href');
        await link.click();
        await page.waitForURL(`${baseUrl}${href}`);
        await expect.poll(() => h1(page), WAIT).toBe(label);
        await expect.poll(() => page.title(), WAIT).toBe(`${label} - 沣泽基金`);
        expect(await activeTab(page)).toBe('客户服务');
        // The content has loaded: no skeleton left and something real to read.
        const content = page.locator('.fd-service__content');
        await expect.poll(() => content.locator('.ant-skeleton').count(), WAIT).toBe(0);
        await expect.poll(async () => (await content.innerText()).length, WAIT).toBeGreaterThan(label.length + 20);
        opened += 1;
      }
    }
    expect(opened).toBe(21);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('lists the download forms as PDFs and looks up the agencies of a fund', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseUrl}/services/data_download`);
    const firstDownload = page.getByRole('link', { name: /^下载.+（PDF）$/ }).first();
    const href = await firstDownload.getAttribute('href');
    expect(href).toMatch(/^\/resources\/(forms|agreement)\/[a-z_]+\.pdf$/);
    const pdf = await page.request.get(`${baseUrl}${href}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page.goto(`${baseUrl}/services/consignment_organ`);
    await page.getByLabel('基金代码').fill('12');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('alert').getByText('基金代码必须是6位数字').waitFor();
    await page.getByLabel('基金代码').fill('000512');
    await page.getByRole('button', { name: '查询' }).click();
    const result = page.getByRole('table', { name: '销售基金000512的机构' });
    await result.waitFor();
    expect(await result.getByRole('row').count()).toBeGreaterThan(2);
    await context.close();
  });

  it('offers the floating toolbar: hotline copy, QR codes, back to top once scrolled', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 700 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/services/common_question`);
    const toolbar = page.getByRole('complementary', { name: '服务工具栏' });
    expect(await toolbar.getByRole('button', { name: '返回顶部' }).count()).toBe(0);
    await toolbar.getByRole('button', { name: '客服热线' }).click();
    await toolbar.getByRole('button', { name: '复制客服热线' }).click();
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4009217000');
    await toolbar.getByRole('button', { name: '关注我们' }).click();
    await toolbar.getByRole('img', { name: '订阅号二维码' }).waitFor();
    await toolbar.getByRole('img', { name: '服务号二维码' }).waitFor();
    await page.mouse.wheel(0, 1500);
    const backToTop = toolbar.getByRole('button', { name: '返回顶部' });
    await backToTop.waitFor();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), WAIT).toBe(0);
    await context.close();
  });

  it('opens every footer page', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(`${baseUrl}/home`);
    const footerLinks = page.getByRole('navigation', { name: '页脚导航' }).getByRole('link');
    await footerLinks.first().waitFor();
    const count = await footerLinks.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const visited: string[] = [];
    const footerHeading = page.locator('h1.fd-footer-page__title');
    let previous = '';
    for (let i = 0; i < count; i += 1) {
      const link = footerLinks.nth(i);
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL(`${baseUrl}${href}`);
      // The new page's own heading, not the one still shown while its content loads.
      await expect
        .poll(async () => {
          const text = (await footerHeading.count()) ? (await footerHeading.innerText()).trim() : '';
          return text !== '' && text !== previous;
        }, WAIT)
        .toBe(true);
      const heading = (await footerHeading.innerText()).trim();
      await expect.poll(() => page.title(), WAIT).toBe(`${heading} - 沣泽基金`);
      expect((await page.locator('.fd-rich-text').innerText()).length).toBeGreaterThan(40);
      visited.push(href);
      previous = heading;
    }
    // The pages the footer does not link are reached from 信息披露 and 走进沣泽.
    for (const href of ['/footer/sales_publicity', '/footer/bond_publicity', '/footer/DjgPersonnel']) {
      await page.goto(`${baseUrl}${href}`);
      await footerHeading.waitFor();
      expect((await page.locator('.fd-rich-text').innerText()).length).toBeGreaterThan(40);
      visited.push(href);
    }
    expect(new Set(visited).size).toBe(9);
    // The investor rights page links its PDF.
    await page.goto(`${baseUrl}/footer/rights`);
    const doc = page.getByRole('region', { name: '相关协议与规则' }).getByRole('link').first();
    const pdf = await page.request.get(`${baseUrl}${await doc.getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('opens an article from /viewpoint with its related funds and neighbours', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(`${baseUrl}/viewpoint`);
    await expect.poll(() => activeTab(page), WAIT).toBe('观点');
    const articles = page.getByRole('region', { name: '文章列表' });
    const link = articles.getByRole('heading', { level: 2 }).getByRole('link').first();
    const title = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/viewpoint\/viewpoint_(article|video)\?id=\d+/);
    await expect.poll(() => h1(page), WAIT).toBe(title);
    expect(await activeTab(page)).toBe('观点');
    expect((await page.locator('.fd-article__content').innerText()).length).toBeGreaterThan(50);
    const fund = page.getByRole('region', { name: '相关基金' }).getByRole('link').first();
    expect(await fund.getAttribute('href')).toMatch(/^\/fund_detail\?fundCode=\d{6}$/);
    await page.getByRole('navigation', { name: '上一篇和下一篇' }).waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in before collecting an article, then collects it for the customer', async () => {
    const { context, page } = await openPage(browser());
    const articlePath = '/viewpoint/viewpoint_article?id=6&type=other';
    await page.goto(`${baseUrl}${articlePath}`);
    await page.getByRole('button', { name: '收藏' }).click();
    await page.getByText('您还未进行登录，是否前往登录？').waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await passwordLogin(page, baseUrl, '13800000001', 'Demo12345');
    // §4 toPage: back to the article after login.
    await page.waitForURL(`${baseUrl}${articlePath}`);
    await page.getByRole('button', { name: '收藏' }).click();
    await page.getByRole('button', { name: '已收藏' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: '已收藏' }).waitFor();
    await page.getByRole('button', { name: '已收藏' }).click();
    await page.getByRole('button', { name: '收藏', exact: true }).waitFor();
    await context.close();
  });

  it('plays a video page with its poster and the list beside it', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseUrl}/viewpoint/viewpoint_video`);
    const video = page.locator('video.fd-video-player');
    await video.waitFor();
    expect(await video.getAttribute('poster')).toMatch(/\.svg$/);
    const src = (await video.getAttribute('src')) ?? '';
    const head = await page.request.get(`${baseUrl}${src}`, { headers: { range: 'bytes=0-15' } });
    expect([200, 206]).toContain(head.status());
    const list = page.getByRole('list', { name: '视频列表' });
    expect(await list.getByRole('link').count()).toBeGreaterThan(1);
    expect(await list.locator('[aria-current="page"]').count()).toBe(1);
    await context.close();
  });
});
