import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newReport, reportFileText } from '../apps/server/test/modules/fund/report-file.test-support.ts';
import type { Runtime } from '../apps/server/src/runtime.ts';
import { ConsoleJourney } from './support/console-journey.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';

// The fund page's report data through four eyes: the maker uploads a quarterly report file in the console (a wrong
// line is named first), the checker approves, and the fund page shows the new top holding and size.
const WAIT = { timeout: 30_000 };
const FUND = '000512';
const TOP = { code: '601857', name: '中国石油' };

const journey = new ConsoleJourney();
let runtime: Runtime;
let baseUrl: string;

beforeAll(async () => {
  ({ runtime, baseUrl } = await journey.start());
}, 300_000);
afterAll(() => journey.close());

// A new version of the fund's latest report: its NAV on that day makes the net assets the file must state.
async function reportFile(): Promise<{ csv: string; netAssets: string }> {
  const [latest] = await runtime.app.database.query<{ report_date: string; unit_nav: string }>(sql`
    select r.report_date::text, n.unit_nav::text from fund_report r
    join lateral (select unit_nav from nav where fund_code = r.fund_code and nav_date <= r.report_date and unit_nav is not null
                  order by nav_date desc limit 1) n on true
    where r.fund_code = ${FUND} order by r.report_date desc limit 1`);
  if (!latest) throw new Error('no seeded report');
  const report = newReport(FUND, latest.report_date, latest.unit_nav, TOP);
  return { csv: reportFileText([report]), netAssets: report.netAssets };
}

async function upload(page: Page, name: string, csv: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

describeBrowser('fund reports through the console', () => {
  const browser = useBrowser();

  it('the maker imports a report file, the checker approves, the fund page shows the new top holding', async () => {
    const { csv } = await reportFile();
    const maker = await journey.newPage(browser());
    await journey.staffLogin(maker.page, 'maker');
    await maker.page.goto(`${baseUrl}/ops/fund-reports`, { waitUntil: 'networkidle' });

    // A wrong line is named with its field, and nothing can be submitted.
    await upload(maker.page, 'q3-bad.csv', csv.replace(',1000000000.00,', ',1000000000.001,'));
    await maker.page.getByText('文件未通过校验，共 1 处问题，未写入任何数据；请修改后重新上传').waitFor(WAIT);
    const refused = maker.page.getByRole('row').filter({ hasText: '最多 2 位小数' });
    expect(await refused.textContent()).toContain('期末基金份额(份)');
    expect(await maker.page.getByRole('button', { name: /提交复核/ }).isDisabled()).toBe(true);

    await upload(maker.page, 'q3.csv', csv);
    await maker.page.getByText('校验通过：1 份基金报告、0 条指数行情').waitFor(WAIT);
    await maker.page.getByText(`${TOP.name}（${TOP.code}）`).waitFor(WAIT);
    await maker.page.getByRole('button', { name: /提交复核/ }).click();
    await maker.page.getByText('已提交复核').waitFor(WAIT);

    // Not public before the approval.
    const site = await journey.newPage(browser());
    await site.page.goto(`${baseUrl}/fund_detail?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    const holdings = site.page.locator('section[aria-labelledby="fd-holdings-title"] tbody tr').first();
    expect(await holdings.textContent()).not.toContain(TOP.name);

    const checker = await journey.newPage(browser());
    await journey.staffLogin(checker.page, 'checker');
    await checker.page.goto(`${baseUrl}/ops/proposals?status=pending`, { waitUntil: 'networkidle' });
    await checker.page
      .getByRole('row')
      .filter({ hasText: '基金报告与指数行情导入' })
      .first()
      .getByRole('button', { name: /查\s*看|详\s*情/ })
      .click();
    await checker.page.getByText('第一大重仓股（000512', { exact: false }).first().waitFor(WAIT);
    await checker.page.getByRole('button', { name: /批\s*准/ }).click();
    await checker.page.getByText('已批准，变更已生效').waitFor(WAIT);

    // The fund page (server-rendered again: the fund data changed) shows the new top ten.
    await site.page.goto(`${baseUrl}/fund_detail?fundCode=${FUND}`, { waitUntil: 'networkidle' });
    await expect.poll(() => holdings.textContent()).toContain(TOP.name);
    expect(await site.page.locator('section[aria-labelledby="fd-holdings-title"] tbody tr').count()).toBe(3);
    expect(maker.errors).toEqual([]);
    expect(checker.errors).toEqual([]);
    expect(site.errors).toEqual([]);
  });
});
