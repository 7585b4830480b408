import { SEARCH_TEXTS } from '@fund-direct/domain/search';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';
import { staffLogin } from './support/console-journey.ts';
import { clickSettled } from './support/settled-click.ts';

// The content editor publishes a viewpoint article with an uploaded cover: the site's /viewpoint list and its search
// overlay show it at once; unpublished, it leaves both.
const baseUrl = inject('baseUrl');
const WAIT = { timeout: 30_000 };
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const signIn = (page: Page, username: string) => staffLogin(page, baseUrl, username, new Date());

async function viewpointTitles(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/viewpoint`, { waitUntil: 'networkidle' });
  const articles = page.getByRole('region', { name: '文章列表' });
  await articles.getByRole('heading', { level: 2 }).first().waitFor(WAIT);
  return (await articles.getByRole('heading', { level: 2 }).allInnerTexts()).map((t) => t.trim());
}

async function searchedArticles(page: Page, keyword: string): Promise<string> {
  await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const input = page.getByRole('combobox', { name: SEARCH_TEXTS.placeholder });
  await input.fill(keyword);
  const dialog = page.getByRole('dialog', { name: '搜索' });
  // Either the information group or the empty answer, once the search has come back.
  await dialog
    .getByText(new RegExp(`${SEARCH_TEXTS.groups.article}（\\d+）|暂无`))
    .first()
    .waitFor(WAIT);
  const group = dialog.getByRole('region', { name: SEARCH_TEXTS.groups.article, exact: true });
  return (await group.count()) > 0 ? group.innerText() : '';
}

describeBrowser('content publishing in the console', () => {
  const browser = useBrowser();

  it('publishes an article with an uploaded cover to /viewpoint and search, then unpublishes it from both', async () => {
    const title = `沣泽观点速递${String(Date.now()).slice(-6)}`;
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    const site = await context.newPage();
    await signIn(page, 'content');

    await page.goto(`${baseUrl}/ops/content/articles`, { waitUntil: 'networkidle' });
    await page.getByRole('table').getByRole('row').nth(1).waitFor(WAIT);
    await page.screenshot({ path: '/tmp/ops-content-articles-list-1440.png', fullPage: true });

    await page.getByRole('button', { name: /新建文章/ }).click();
    await page.getByText('新建观点文章').waitFor(WAIT);
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByLabel('栏目', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByLabel('作者').fill('沣泽研究部');
    await page.getByLabel('摘要').fill('一篇由运营平台发布的观点文章');
    await page.locator('.rich-text-editor .tiptap').click();
    await page.keyboard.type('市场回顾');
    await page.getByRole('button', { name: '二级标题' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('四季度权益市场震荡上行，结构性机会仍在。');
    // The cover's picker (the editor has its own, for images inside the body).
    await page.locator('.ant-upload input[type="file"]').first().setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('img[alt="已上传的图片"][src^="/api/media/"]').waitFor(WAIT);
    await page.getByRole('button', { name: /保存草稿/ }).click();
    await page.waitForURL(/\/ops\/content\/articles\/\d+$/, WAIT);
    await page.getByText('草稿', { exact: true }).first().waitFor(WAIT);
    await page.screenshot({ path: '/tmp/ops-content-article-editor-1440.png', fullPage: true });

    await page.getByRole('button', { name: /^发\s*布$/ }).click();
    await page.getByRole('button', { name: /确认发布/ }).click();
    await page.getByText('已发布', { exact: true }).first().waitFor(WAIT);
    expect(await viewpointTitles(site)).toContain(title);
    expect(await searchedArticles(site, title)).toContain(title);

    await page.getByRole('button', { name: /^下\s*线$/ }).click();
    await clickSettled(page.getByRole('tooltip').getByRole('button', { name: /下\s*线/ }));
    await page.getByText('已下线', { exact: true }).first().waitFor(WAIT);
    expect(await viewpointTitles(site)).not.toContain(title);
    expect(await searchedArticles(site, title)).not.toContain(title);

    expect(problems.errors).toEqual([]);
    await context.close();
  }, 180_000);
});
