import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { RECORD_KINDS } from '@fund-direct/domain/codes';
import type { IncomeBillResponse, ShareInfoResponse, TradeRecordItem } from '@fund-direct/domain/contracts';
import { formatMoney } from '@fund-direct/domain/format';
import { DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { chooseByLabel } from './support/select.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';
import { apiGet, apiPost } from './support/signed-api.ts';

const baseUrl = inject('baseUrl');

// The demo customer's seeded year of history (demo-history.seed.ts): holdings, a monthly plan in 001015,
// confirmed and pending orders. The trade journey may run before this one, so figures are read from the API.
const MOBILE = '13800000001';
const PLAN_FUND = '001015';
const WAIT = { timeout: 20_000 };

async function login(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('登录账号').fill(MOBILE);
  await page.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/\/home$/);
}

function figure(list: Locator, label: string): Locator {
  return list.locator(`div:has(> dt:text-is("${label}")) > dd`).first();
}

// An ECharts chart has drawn once its container holds a canvas.
async function chartDrawn(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('img', { name }).first().locator('canvas').first().waitFor(WAIT);
}

describeBrowser('my assets journey (issue 8)', () => {
  const browser = useBrowser();

  it('shows the holdings and charts, filters trade records, prints a bill to PDF and pauses and resumes a plan', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await login(page);

    // 我的资产 in the header opens the holdings page; its figures are the API's.
    await page
      .getByRole('link', { name: /我的资产/ })
      .first()
      .click();
    await page.waitForURL(/\/assets\/my_assets$/);
    const holdings = page.getByRole('region', { name: '持仓列表' });
    await holdings.waitFor(WAIT);
    const shareInfo = await apiGet<ShareInfoResponse>(page, baseUrl, '/query/share-info', { firstflag: '1' });
    expect(shareInfo.list.length).toBeGreaterThanOrEqual(5);
    const overview = page.locator('dl[aria-label="资产概览"]');
    await expect
      .poll(async () => (await figure(overview, '总资产(元)').textContent()) ?? '', WAIT)
      .toContain(formatMoney(shareInfo.summary.totalAssets));
    expect(await figure(overview, '累计收益(元)').textContent()).toContain(formatMoney(shareInfo.summary.cumulativeIncome));
    for (const holding of shareInfo.list) {
      const row = holdings.getByRole('row', { name: holding.fundName });
      expect(await row.textContent()).toContain(formatMoney(holding.marketValue));
    }
    await chartDrawn(page, /资产分布|按基金类型/);
    // The seeded pending orders are in transit.
    expect(await page.getByRole('region', { name: '在途交易列表' }).getByRole('row').count()).toBeGreaterThan(1);

    // Income analysis: daily bars and the trend line drawn, the XIRR with its definition.
    await page.goto(`${baseUrl}/assets/income`, { waitUntil: 'networkidle' });
    await chartDrawn(page, /每日收益/);
    await chartDrawn(page, /收益走势|累计收益/);
    await page
      .getByText(/年化收益率（资金加权，XIRR）/)
      .first()
      .waitFor(WAIT);

    // Trade records: the 定投 filter keeps plan deductions only, as many as the server counts.
    await page.goto(`${baseUrl}/assets/trade_record`, { waitUntil: 'networkidle' });
    const records = page.getByRole('region', { name: '交易申请列表' }).or(page.getByRole('table')).first();
    await records.waitFor(WAIT);
    await chooseByLabel(page, '业务类型', '定投');
    await page.waitForURL(/type=fixed/);
    const fixed = await apiPost<{ list: TradeRecordItem[]; total: number }>(page, baseUrl, '/query/trade-record', {
      kind: 'ds',
      recordCodes: [...RECORD_KINDS.fixed],
      pageNum: 1,
      pageSize: 10,
    });
    expect(fixed.total).toBeGreaterThanOrEqual(3);
    const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBe(Math.min(fixed.total, 10));
    for (const text of await rows.allTextContents()) expect(text).toContain('定投');

    // The bill of the month, printed in its own window; the print page holds the server's totals and
    // Chromium prints it to an A4 PDF.
    await page.goto(`${baseUrl}/assets/bill`, { waitUntil: 'networkidle' });
    await page.getByText('本月概览').waitFor(WAIT);
    const [print] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '打印账单' }).click()]);
    await print.waitForURL(/\/billprint\?month=\d{4}-\d{2}$/);
    const month = new URL(print.url()).searchParams.get('month');
    const bill = await apiPost<IncomeBillResponse>(page, baseUrl, '/query/income-bill', { month });
    const totals = print.locator('dl.fd-bill-totals');
    await totals.waitFor(WAIT);
    expect(await figure(totals, '期末市值').textContent()).toContain(formatMoney(bill.totals.closingValue));
    expect(await figure(totals, '本月收益').textContent()).toContain(formatMoney(bill.totals.income));
    expect(await print.getByText(bill.customer.idNoMasked).count()).toBeGreaterThan(0);
    await print.emulateMedia({ media: 'print' });
    expect(await print.getByRole('button', { name: /打印/ }).isVisible()).toBe(false);
    const pdf = await print.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    await print.close();

    // The seeded monthly plan: paused, then resumed, with the trade password.
    await page.goto(`${baseUrl}/assets/my_fix`, { waitUntil: 'networkidle' });
    const active = page.getByRole('region', { name: /^进行中/ });
    const plan = active.getByRole('article').filter({ hasText: PLAN_FUND }).first();
    await plan.waitFor(WAIT);
    const planName = (await plan.getAttribute('aria-label')) ?? '';
    await plan.getByRole('button', { name: /^暂\s*停$/ }).click();
    const pause = page.getByRole('dialog', { name: '暂停定投计划' });
    await pause.getByLabel('交易密码').fill(DEMO_TRADE_PASSWORD);
    await pause.getByRole('button', { name: '确认暂停' }).click();
    const paused = page.getByRole('region', { name: /^已暂停/ }).getByRole('article', { name: planName });
    await paused.waitFor(WAIT);
    await paused.getByRole('button', { name: /^恢\s*复$/ }).click();
    const resume = page.getByRole('dialog', { name: '恢复定投计划' });
    await resume.getByLabel('交易密码').fill(DEMO_TRADE_PASSWORD);
    await resume.getByRole('button', { name: '确认恢复' }).click();
    await active.getByRole('article', { name: planName }).waitFor(WAIT);

    expect(problems.errors).toEqual([]);
    await context.close();
  }, 240_000);
});
