import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { fillSmsCode, passwordLogin, registerThroughPage } from './auth-journey-support.ts';
import { describeBrowser, openPage, useBrowser, VIEWPORTS } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 20_000 };
const MOBILE = '13700000311';
const PASSWORD = 'Leave2026a';

async function downloadOf(page: Page, link: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).first().click()]);
  return readFile(await download.path());
}

describeBrowser('我的个人数据 on /account/safe', () => {
  const browser = useBrowser();
  let registeredAt = 0;

  it('registers the customer who will close the account', async () => {
    const { context, page } = await openPage(browser(), { viewport: VIEWPORTS[1] });
    await registerThroughPage(page, baseUrl, MOBILE, PASSWORD);
    registeredAt = Date.now();
    await context.close();
  });

  it('prepares an export in the background and downloads its JSON and PDF; closure names what keeps the account open', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: VIEWPORTS[0], acceptDownloads: true });
    await passwordLogin(page, baseUrl, '13800000001', DEMO_PASSWORD);
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl}/account/safe`);
    await page.getByRole('button', { name: '申请导出我的数据' }).click();
    await page.getByRole('link', { name: '下载 PDF' }).first().waitFor(WAIT);

    const json = JSON.parse((await downloadOf(page, '下载 JSON')).toString('utf8')) as {
      profile: { mobile: string };
      bankCards: { cardNo: string }[];
      holdings: unknown[];
      consents: { key: string }[];
    };
    expect(json.profile.mobile).toBe('13800000001');
    expect(json.bankCards[0]?.cardNo).toMatch(/^\d{6}\*{10}\d{4}$/u);
    expect(json.holdings.length).toBeGreaterThan(0);
    expect(json.consents.map((c) => c.key)).toContain('privacy_policy');
    const pdf = await downloadOf(page, '下载 PDF');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The readable copy runs to several pages for a year of history.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/gu)?.length ?? 0).toBeGreaterThan(1);
    await page.reload();
    await page.getByText('已下载 2 次').waitFor(WAIT);

    await page.getByRole('list', { name: '已同意的协议' }).getByRole('link', { name: '《隐私政策》', exact: true }).waitFor(WAIT);
    await page.screenshot({ path: 'test-results/personal-data-1280.png', fullPage: true });

    await page.getByRole('button', { name: '申请注销账户' }).click();
    const blockers = page.getByRole('list', { name: '暂不能注销的原因' });
    await blockers.waitFor(WAIT);
    await expect.poll(() => blockers.getByRole('link', { name: '去赎回' }).count()).toBe(1);
    await page.screenshot({ path: 'test-results/personal-data-blockers-1280.png' });
    await blockers.getByRole('link', { name: '去赎回' }).click();
    await page.waitForURL(/\/assets\/my_assets$/);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('closes an empty account on a phone, after which its login is refused', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser(), { viewport: VIEWPORTS[1] });
    // One code a minute per mobile: the register code was sent by the first test.
    await page.waitForTimeout(Math.max(0, registeredAt + 61_000 - Date.now()));
    await passwordLogin(page, baseUrl, MOBILE, PASSWORD);
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl}/account/safe`);
    await page.getByRole('button', { name: '申请注销账户' }).click();
    const dialog = page.getByRole('dialog', { name: '注销账户' });
    await dialog.getByLabel('登录密码').fill(PASSWORD);
    await fillSmsCode(page, baseUrl, MOBILE, 'close-account');
    await page.screenshot({ path: 'test-results/personal-data-close-375.png' });
    await dialog.getByRole('button', { name: '确认注销' }).click();
    // The confirmation page, not home's 401 "logged out" dialog.
    await page.waitForURL(/\/auth\/closed$/);
    await page.getByText('账户已注销，感谢您的信任').waitFor(WAIT);
    await page.getByText('如需帮助请致电 400-921-7000').waitFor(WAIT);
    expect(await page.getByText('长时间未操作或被其他设备登出').count()).toBe(0);

    await passwordLogin(page, baseUrl, MOBILE, PASSWORD);
    await page.getByText('该账户已销户，如需帮助请致电 400-921-7000').first().waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
