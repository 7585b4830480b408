import type { Browser, Page } from 'playwright-core';
import { gotoWaitsForApp } from './support/browser.ts';
import type { DevOutbox } from '@fund-direct/domain/contracts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startRuntime, type Runtime } from '../apps/server/src/runtime.ts';

// The site as people get it (built web app + API, in-memory database, development outbox),
// on a random port of this machine.
export async function startSite(): Promise<Runtime> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  return startRuntime({ config });
}

export async function outbox(base: string): Promise<DevOutbox> {
  const response = await fetch(`${base}/api/dev/outbox`);
  return ((await response.json()) as { data: DevOutbox }).data;
}

// The answer of the image code the page shows now: the newest one issued.
export async function fillImageCode(page: Page, base: string): Promise<void> {
  await page.locator('.fd-auth-captcha img').waitFor();
  const answer = (await outbox(base)).captcha[0]?.answer;
  if (!answer) throw new Error('no image code in the outbox');
  await page.getByLabel('图形验证码', { exact: true }).fill(answer);
}

// Presses 获取验证码 and fills in the code that the outbox received.
export async function fillSmsCode(page: Page, base: string, mobile: string, purpose: string): Promise<void> {
  const before = (await outbox(base)).sms.length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  const after = await outbox(base);
  const entry = after.sms.find((item) => item.mobile === mobile && item.purpose === purpose);
  if (!entry || after.sms.length <= before) throw new Error(`no ${purpose} code for ${mobile}`);
  await page.getByLabel('短信验证码', { exact: true }).fill(entry.code);
}

// /auth/register filled in as a visitor does; ends on /home signed in.
export async function registerThroughPage(page: Page, base: string, mobile: string, password: string): Promise<void> {
  await page.goto(`${base}/auth/register`);
  await page.getByLabel('手机号').fill(mobile);
  await fillImageCode(page, base);
  await fillSmsCode(page, base, mobile, 'register');
  await page.getByLabel('登录密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox', { name: /网上交易委托协议/ }).check();
  await page.getByRole('checkbox', { name: /隐私政策/ }).check();
  await page.getByRole('button', { name: '注 册' }).click();
  await page.waitForURL(/\/home$/);
}

export async function passwordLogin(page: Page, base: string, mobile: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('登录账号').fill(mobile);
  await page.getByLabel('登录密码').fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  return gotoWaitsForApp(await context.newPage());
}
