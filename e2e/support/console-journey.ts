import { nextTradingDay } from '@fund-direct/domain/calendar';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../../apps/server/src/config.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts.ts';
import { DEMO_STAFF } from '../../apps/server/src/modules/staff/demo-staff.ts';
import { totpCodeAt } from '../../apps/server/src/modules/staff/totp.ts';
import { startRuntime, type Runtime } from '../../apps/server/src/runtime.ts';
import { openPage } from './browser.ts';

const WAIT = { timeout: 30_000 };

// A journey through the console and the site on a server of its own, whose clock the journey moves (and the clock of
// every browser it opened with it). `day` is the first trading day after the seeded NAVs.
export class ConsoleJourney {
  runtime!: Runtime;
  baseUrl = '';
  day = '';
  private offsetMs = 0;
  private readonly contexts: BrowserContext[] = [];

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  readonly start = async (env: Record<string, string> = {}): Promise<this> => {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });
    this.runtime = await startRuntime({ config, now: this.now });
    this.baseUrl = this.runtime.url.replace('localhost', '127.0.0.1');
    const [latest] = await this.runtime.app.database.query<{ last: string }>(sql`select max(nav_date)::text as last from nav`);
    if (!latest?.last) throw new Error('no NAV seeded');
    this.day = nextTradingDay(latest.last);
    return this;
  };

  readonly close = async (): Promise<void> => {
    for (const context of this.contexts) await context.close();
    await this.runtime.close();
  };

  // Shanghai wall time of `day`, on the server and in every open browser.
  readonly setShanghaiTime = async (time: string): Promise<void> => {
    const target = new Date(`${this.day}T${time}:00+08:00`);
    this.offsetMs = target.getTime() - Date.now();
    for (const context of this.contexts) await context.clock.setSystemTime(target);
  };

  readonly newPage = async (browser: Browser): Promise<{ page: Page; errors: string[] }> => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await context.clock.install({ time: this.now() });
    this.contexts.push(context);
    return { page, errors: problems.errors };
  };

  // A fresh login: a token left in the tab from before a clock jump has expired on the server.
  readonly customerLogin = async (page: Page, mobile: string): Promise<void> => {
    if (page.url().startsWith(this.baseUrl)) await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${this.baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('登录账号').fill(mobile);
    await page.getByLabel('登录密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(/\/home$/);
  };

  readonly staffLogin = (page: Page, username: string): Promise<void> => staffLogin(page, this.baseUrl, username, this.now());
}

// A demo staff member's console login: password, then the TOTP code of the given moment.
export async function staffLogin(page: Page, baseUrl: string, username: string, at: Date): Promise<void> {
  const member = DEMO_STAFF.find((candidate) => candidate.username === username);
  if (!member) throw new Error(username);
  await page.goto(`${baseUrl}/ops/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(member.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText('请输入身份验证器中显示的 6 位动态口令。').waitFor(WAIT);
  // Ant Design's one-time-code input: six boxes, typing fills them in turn.
  await page.locator('.ant-otp input').first().click();
  await page.keyboard.type(totpCodeAt(member.totpSecret, at));
  await page.getByRole('button', { name: /验\s*证/ }).click();
  await page.getByText(member.displayName).first().waitFor(WAIT);
}
