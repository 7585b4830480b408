import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@fund-direct/domain/errors';
import type { Runtime } from '../apps/server/src/runtime.ts';
import { fillImageCode, fillSmsCode, newPage, passwordLogin, startSite } from './auth-journey-support.ts';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './support/chromium.ts';
import { ensureWebBuilt } from './support/web-build.ts';

const chromiumPath = findChromium();
if (!chromiumPath) console.warn(NO_CHROMIUM_MESSAGE);

describe.skipIf(!chromiumPath)('registration, login and sessions in Chromium', () => {
  let site: Runtime;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    ensureWebBuilt();
    site = await startSite();
    base = site.url;
    browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS] });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('registers a new mobile with the codes of the outbox, logs out, logs in by password, and by SMS code', async () => {
    const page = await newPage(browser);
    const mobile = '13912345678';
    await page.goto(`${base}/auth/register`);
    await page.getByLabel('手机号').fill(mobile);
    await fillImageCode(page, base);
    await fillSmsCode(page, base, mobile, 'register');
    await page.getByLabel('登录密码').fill('Lotus2025x');
    await page.getByLabel('确认密码').fill('Lotus2025x');
    await page.getByRole('checkbox', { name: /网上交易委托协议/ }).check();
    await page.getByRole('checkbox', { name: /隐私政策/ }).check();
    await page.getByRole('button', { name: '注 册' }).click();
    await page.waitForURL(`${base}/home`);
    // §2: the greeting shows the masked mobile when there is no name yet.
    await expect.poll(() => page.getByText('您好，139****5678').count()).toBe(1);

    // §4 logout: confirm, 退出成功, then home without the greeting.
    // The dropdown opens on hover: on a loaded machine the pointer's way to the item may close it
    // before the click lands, so the menu is opened again until the confirm dialog is up.
    const confirmLogout = page.getByRole('button', { name: '退 出' });
    await expect
      .poll(
        async () => {
          if (await confirmLogout.isVisible()) return true;
          await page.getByText('您好，139****5678').hover();
          await page
            .getByRole('menuitem', { name: '安全退出' })
            .click({ timeout: 5_000 })
            .catch(() => undefined);
          return confirmLogout.isVisible();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    await confirmLogout.click();
    await page.getByText(CLIENT_MESSAGES.logoutSucceeded).waitFor();
    await expect.poll(() => page.getByRole('link', { name: '登录' }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await passwordLogin(page, base, mobile, 'Lotus2025x');
    await page.waitForURL(`${base}/home`);
    await page.getByText('您好，139****5678').waitFor();
    // §2: a logged-in user opening /login is sent home.
    await page.goto(`${base}/login`);
    await page.waitForURL(`${base}/home`);

    // By SMS code (another mobile: one code a minute per mobile).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/login`);
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByLabel('手机号').fill('13800000002');
    await fillImageCode(page, base);
    await fillSmsCode(page, base, '13800000002', 'login');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(`${base}/home`);
    await page.getByText('您好，138****0002').waitFor();
    await page.context().close();
  });

  it('tells a registered mobile so on the register page and offers login', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}/auth/register`);
    await page.getByLabel('手机号').fill('13800000002');
    await page.getByLabel('手机号').blur();
    await page.getByText('该手机号已注册，请直接登录').waitFor();
    await page.getByRole('link', { name: '去登录' }).click();
    await page.waitForURL(`${base}/login`);
    await page.context().close();
  });

  it('returns to the toPage after login', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}/home`);
    await page.evaluate(() => sessionStorage.setItem('toPage', JSON.stringify({ name: 'fundDetail', query: { fundCode: '000001' } })));
    await passwordLogin(page, base, '13800000001', 'Demo12345');
    await page.waitForURL(`${base}/fund_detail?fundCode=000001`);
    expect(await page.evaluate(() => sessionStorage.getItem('toPage'))).toBeNull();
    await page.context().close();
  });

  it('shows the 401 dialog once the session is revoked, and logs in again', async () => {
    const page = await newPage(browser);
    await passwordLogin(page, base, '13800000005', 'Demo12345');
    await page.waitForURL(`${base}/home`);
    await page.getByText('您好，孙立').waitFor();
    // Revoked elsewhere (another device, a password change…).
    const rows = await site.app.database.query<{ id: string }>(`select id from customer where mobile = '13800000005'`);
    await site.app.sessionStore.revokeAllFor(rows[0]!.id);
    await page.reload();
    await page.getByText(CLIENT_MESSAGES.unauthorized).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL(`${base}/login`);
    await page.getByLabel('登录账号').fill('13800000005');
    await page.getByLabel('登录密码').fill('Demo12345');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(`${base}/home`);
    await page.getByText('您好，孙立').waitFor();
    await page.context().close();
  });

  it('logs an enterprise customer in; the dropdown offers 企业信息', async () => {
    const page = await newPage(browser);
    await passwordLogin(page, base, '13800000003', 'Demo12345');
    await page.waitForURL(`${base}/home`);
    const greeting = page.getByText('您好，上海远景投资管理有限公司');
    await greeting.waitFor();
    await greeting.hover();
    await page.getByRole('menuitem', { name: '企业信息' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '个人中心' }).count()).toBe(0);
    await page.context().close();
  });
});
