import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { ENTERPRISE_TEXTS, GUARD_TEXTS, GUARD_TITLE } from '@fund-direct/domain/constants';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';
import { clickSettled } from './support/settled-click.ts';

const baseUrl = inject('baseUrl');
const PURCHASE = '/trade/purchase?fundCode=000512';

async function login(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('登录账号').fill(mobile);
  await page.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/\/home$/);
}

// The §8 dialog now open: its title and text.
async function guardDialog(page: Page): Promise<{ title: string; content: string }> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return {
    title: ((await dialog.locator('.ant-modal-confirm-title').textContent()) ?? '').trim(),
    content: ((await dialog.locator('.ant-modal-confirm-content').textContent()) ?? '').trim(),
  };
}

async function confirm(page: Page): Promise<void> {
  await clickSettled(page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }));
}

describeBrowser('account area guards (§8 dialogs)', () => {
  const browser = useBrowser();

  it('asks a visitor to log in on an account page (and sends them home), and on 购买 of a fund', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/account/risk`);
    expect(await guardDialog(page)).toEqual({ title: GUARD_TITLE, content: GUARD_TEXTS.login });
    await page.waitForURL(/\/home$/);
    // Cancel stays; the account page never showed.
    await clickSettled(page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }));
    expect(await page.locator('.fd-account-area').count()).toBe(0);

    await page.goto(`${baseUrl}/fund_detail?fundCode=000512`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /^购买：/ })
      .first()
      .click();
    expect(await guardDialog(page)).toEqual({ title: GUARD_TITLE, content: GUARD_TEXTS.login });
    await confirm(page);
    await page.waitForURL(/\/login$/);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('gives 13800000002 (no fund account) the no-account dialog on a trade page and an account-only page', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await login(page, '13800000002');
    // A reload: the user info is loaded again before the guard decides.
    await page.goto(`${baseUrl}${PURCHASE}`);
    expect(await guardDialog(page)).toEqual({ title: GUARD_TITLE, content: GUARD_TEXTS.openAccount });
    await confirm(page);
    await page.waitForURL(/\/auth\/openaccount$/);

    // The reduced menu of §2, and the pages a user without an account may see.
    await page.goto(`${baseUrl}/account/my_history`, { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: '个人中心导航' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['我的信息', '浏览历史', '我的自选', '账户安全']);
    expect(await menu.locator('[aria-current="page"]').textContent()).toBe('浏览历史');
    await menu.getByRole('link', { name: '账户安全' }).click();
    await page.waitForURL(/\/account\/safe$/);
    await page.getByRole('link', { name: '修改手机号码' }).click();
    expect(await guardDialog(page)).toEqual({ title: GUARD_TITLE, content: GUARD_TEXTS.openAccount });
    // Blocked in-app: the user stays on the page they were on.
    expect(new URL(page.url()).pathname).toBe('/account/safe');
    await context.close();
  });

  it('tells the institution 13800000003 that it cannot trade', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await login(page, '13800000003');
    await page.goto(`${baseUrl}${PURCHASE}`);
    expect(await guardDialog(page)).toEqual({ title: GUARD_TITLE, content: GUARD_TEXTS.enterprise });
    expect(await page.getByRole('dialog').getByRole('button').allTextContents()).toEqual(['我知道了']);
    await page.waitForURL(/\/home$/);

    await page.goto(`${baseUrl}/enterprise/enterprise_info`, { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: '个人中心导航' });
    // §2: an institution's assets block is reduced (no bill, no plans) and it has no personal block.
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      '资产明细',
      '收益分析',
      '交易记录',
      '我的分红',
      '企业信息',
      '安全中心',
    ]);

    // §2/§6: a personal page typed as an address sends the institution to its own area, with the reason.
    for (const path of ['/account/person_info', '/account/bank', '/account/risk', '/assets/bill', '/assets/my_fix']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(/\/enterprise\/enterprise_info$/);
      await page.locator('.ant-message').getByText(ENTERPRISE_TEXTS.personalOnly).first().waitFor();
      expect(await page.getByText('出生日期').count()).toBe(0);
    }
    await context.close();
  });

  it('sends 13800000004 (risk level expired) to the risk assessment', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await login(page, '13800000004');
    await page.goto(`${baseUrl}${PURCHASE}`);
    expect(await guardDialog(page)).toEqual({ title: GUARD_TITLE, content: GUARD_TEXTS.riskExpired });
    await confirm(page);
    await page.waitForURL(/\/account\/risk$/);
    await context.close();
  });

  it('sends 13800000005 (ID card expired) to the personal information', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
    await login(page, '13800000005');
    await page.goto(`${baseUrl}${PURCHASE}`);
    expect(await guardDialog(page)).toEqual({ title: GUARD_TITLE, content: GUARD_TEXTS.idExpired });
    await confirm(page);
    await page.waitForURL(/\/account\/person_info$/);
    await context.close();
  });
});
