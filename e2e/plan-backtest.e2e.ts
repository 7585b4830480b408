import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { chooseByLabel } from './support/select.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';
import { clickSettled } from './support/settled-click.ts';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 20_000 };

async function login(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('登录账号').fill('13800000001');
  await page.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/\/home$/);
}

describeBrowser('regular-investment backtest', () => {
  const browser = useBrowser();

  it('screens funds, compares three, backtests one weekly and starts that plan', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await login(page);

    // Screen: mixed funds only, then three of them into the comparison.
    await page.goto(`${baseUrl}/fund`, { waitUntil: 'networkidle' });
    await page
      .getByRole('group', { name: '基金类型' })
      .getByRole('button', { name: /^混合型/ })
      .click();
    await page.waitForURL(/type=/);
    const types = () =>
      page
        .locator('.fd-table tbody tr')
        .evaluateAll((trs) => [...new Set(trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''))]);
    await expect.poll(types).toEqual(['混合型']);
    const names = (await page.locator('.fd-table tbody tr .fd-fund-name').allTextContents()).slice(0, 3);
    expect(names).toHaveLength(3);
    for (const name of names) await page.getByRole('button', { name: `加入对比：${name}` }).click();
    await page.getByRole('link', { name: '开始对比' }).click();
    await page.waitForURL(/\/fund\/compare\?codes=/);
    await page.locator('.fd-compare-table thead').getByRole('link', { name: names[0] }).click();
    await page.waitForURL(/\/fund_detail\?fundCode=\d{6}$/);
    const fundCode = new URL(page.url()).searchParams.get('fundCode') ?? '';

    // The backtest opens with three years of a monthly plan, then runs weekly on Wednesdays.
    await page.getByRole('button', { name: '查看回测' }).click();
    const table = page.getByRole('table', { name: '定投与一次性买入对比' });
    await table.waitFor(WAIT);
    await expect.poll(() => page.locator('.fd-backtest__summary').textContent()).toContain('每月1日定投1,000.00元');
    await page
      .locator('.fd-backtest label')
      .filter({ hasText: /^每周$/ })
      .click();
    await chooseByLabel(page, '扣款日', '星期三');
    await page.getByLabel('每期金额（元）').fill('500');
    await page.getByRole('button', { name: /开始回测/ }).click();
    await expect.poll(() => page.locator('.fd-backtest__summary').textContent()).toContain('每周三定投500.00元');
    for (const row of ['累计投入（元）', '期末市值（元）', '收益（元）', '年化收益率（XIRR）'])
      await table.getByRole('rowheader', { name: row }).waitFor();
    await page.locator('.fd-backtest canvas').first().waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    // 按此设置定投: the fix page arrives with the amount and the cycle filled in, and the plan is made.
    await page.getByRole('link', { name: '按此设置定投' }).click();
    await page.waitForURL(new RegExp(`/trade/fix\\?fundCode=${fundCode}&amount=500&unit=1&weekday=04$`));
    await expect.poll(() => page.getByLabel('每期金额').inputValue()).toBe('500');
    expect(await page.getByRole('radio', { name: '每周' }).isChecked()).toBe(true);
    await expect.poll(() => page.locator('.ant-form-item').filter({ hasText: '扣款日' }).first().textContent()).toContain('星期三');
    await page.locator('dl[aria-label="扣款日期"]').waitFor(WAIT);
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    // The mixed fund is above the demo customer's C3 risk level: the plan asks for the risk confirmation.
    await page.getByRole('checkbox', { name: /自愿购买/ }).check();
    await page.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
    await page.getByRole('button', { name: /确认定投/ }).click();
    await clickSettled(page.getByRole('dialog').getByRole('button', { name: '我已知晓，继续购买' }));
    // The answer is the plan or a refusal in a message: waited for together, so a refusal fails with its text.
    const outcome = page.getByText('定投计划设置成功').or(page.locator('.ant-message-error'));
    await outcome.first().waitFor({ timeout: 40_000 });
    expect(await outcome.first().textContent()).toBe('定投计划设置成功');
    expect(await page.locator('dl[aria-label="定投计划"]').textContent()).toContain('每周三');
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);
});
