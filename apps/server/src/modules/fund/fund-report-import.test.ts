import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FundCompareResponse, FundReportsResponse } from '@fund-direct/domain/contracts';
import type { FundReportPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../cli/command-registry.ts';
import { newReport, reportFileText } from '../../../test/modules/fund/report-file.test-support.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { fundReportImportCommand } from './fund-report-import.command.ts';

// The seeded history ends on Friday 2026-11-20; 2026-09-30's report is the latest. maker = 基金运营, checker = 复核.
const NOW = new Date('2026-11-22T10:00:00+08:00');
const TOP = { code: '601857', name: '中国石油' };
let t: TestApp;
let nav0930: string;

type Answer<T> = { code: string; msg: string; data: T };
const json = <T>(response: { json(): unknown }) => response.json() as Answer<T>;
const preview = (text: string, fileName = '2026Q3.csv') =>
  opsInject(t.app, 'maker', { method: 'POST', url: '/api/ops/fund-reports/preview', payload: { fileName, text } });
const propose = (text: string, fileName = '2026Q3.csv') =>
  opsInject(t.app, 'maker', { method: 'POST', url: '/api/ops/fund-reports/propose', payload: { fileName, text } });
const count = async (table: string) =>
  (await t.database.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n ?? 0;
const counts = async () =>
  Promise.all(['fund_report', 'fund_report_holding', 'fund_report_industry', 'market_index_close', 'proposal'].map(count));

async function publicReports(fundCode: string) {
  const response = await signedInject(t.app, { method: 'GET', url: '/api/content/fund/reports', query: { fundCode } });
  return json<FundReportsResponse>(response).data;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const [row] = await t.database.query<{ unit_nav: string }>(
    sql`select unit_nav::text from nav where fund_code = '000512' and nav_date <= '2026-09-30' order by nav_date desc limit 1`,
  );
  nav0930 = row!.unit_nav;
});
afterAll(async () => t?.close());

// A file wrong in three lines: the report's shares (line 3), the first holding's code (line 6), the industry's name
// (line 11).
function badFile(): string {
  return reportFileText([newReport('000512', '2026-09-30', nav0930, TOP)])
    .replace(',1000000000.00,', ',1000000000.001,')
    .replace(`,1,${TOP.code},`, ',1,,')
    .replace(',C,制造业,', ',C,金融业,');
}

describe('the seeded reports', () => {
  it('pass every rule of the import when exported as a report file', async () => {
    const reports = await t.database.query<{ fund_code: string; report_date: string }>(
      sql`select fund_code, report_date::text from fund_report order by fund_code, report_date`,
    );
    // Every report of every fund, with its holdings and industries from the database.
    const full = await Promise.all(
      reports.map(async ({ fund_code, report_date }) => {
        const [report] = await t.database.query<Record<string, string>>(
          sql`select net_assets::text as "netAssets", total_shares::text as "totalShares", stock_ratio::text as "stockRatio",
                bond_ratio::text as "bondRatio", cash_ratio::text as "cashRatio", other_ratio::text as "otherRatio"
              from fund_report where fund_code = ${fund_code} and report_date = ${report_date}::date`,
        );
        const holdings = await t.database.query<{
          rank: number;
          securityCode: string;
          securityName: string;
          marketValue: string;
          ratio: string;
        }>(
          sql`select rank, security_code as "securityCode", security_name as "securityName", market_value::text as "marketValue",
                ratio::text as ratio from fund_report_holding where fund_code = ${fund_code} and report_date = ${report_date}::date order by rank`,
        );
        const industries = await t.database.query<{ industryCode: string; industryName: string; marketValue: string; ratio: string }>(
          sql`select industry_code as "industryCode", industry_name as "industryName", market_value::text as "marketValue",
                ratio::text as ratio from fund_report_industry where fund_code = ${fund_code} and report_date = ${report_date}::date`,
        );
        return { fundCode: fund_code, reportDate: report_date, ...(report as Record<string, string>), holdings, industries } as Parameters<
          typeof reportFileText
        >[0][number];
      }),
    );
    expect(new Set(reports.map((row) => row.fund_code)).size).toBeGreaterThan(30);
    const answer = json<FundReportPreviewResponse>(await preview(reportFileText(full), 'seed.csv'));
    expect(answer.data.errors.slice(0, 5)).toEqual([]);
    expect(answer.data).toMatchObject({ valid: true });
    expect(answer.data.reports).toHaveLength(reports.length);
    expect(answer.data.reports.every((item) => item.replaces)).toBe(true);
  });
});

describe('the console’s report preview', () => {
  it('names the line and the field of every refusal, and writes nothing', async () => {
    const before = await counts();
    const response = await preview(badFile());
    expect(response.statusCode).toBe(200);
    const { data } = json<FundReportPreviewResponse>(response);
    expect(data.valid).toBe(false);
    expect(data.errors.map((error) => error.text)).toEqual([
      '第 3 行第 4 列「期末基金份额(份)」：最多 2 位小数',
      '第 6 行第 4 列「股票代码」：必须填写',
      '第 11 行第 4 列「行业名称」：行业代码 C 的名称应为“制造业”',
    ]);
    expect(data.errors[1]).toMatchObject({ line: 6, section: 'holding', column: 4, field: 'securityCode', label: '股票代码' });
    expect(data.reports).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('summarises a valid file: each report with its top holding, the stored one it replaces, each index’s closes', async () => {
    const text = reportFileText(
      [newReport('000512', '2026-09-30', nav0930, TOP)],
      [
        { indexCode: '000300', date: '2026-11-19', close: '4000.0000' },
        { indexCode: '000300', date: '2026-11-20', close: '4010.5000' },
      ],
    );
    const { data } = json<FundReportPreviewResponse>(await preview(text));
    expect(data).toMatchObject({ valid: true, errors: [] });
    expect(data.reports).toEqual([
      expect.objectContaining({
        fundCode: '000512',
        fundName: '沣泽价值精选混合A',
        reportDate: '2026-09-30',
        holdings: 3,
        industries: 1,
        topHolding: '中国石油（601857）',
        replaces: true,
      }),
    ]);
    expect(data.closes).toEqual([
      { indexCode: '000300', indexName: '沪深300指数', from: '2026-11-19', to: '2026-11-20', count: 2, replaces: 2 },
    ]);
  });

  it('refuses a proposal of a bad file, naming the first refusals, and proposes nothing', async () => {
    const before = await counts();
    const response = await propose(badFile());
    expect(response.statusCode).toBe(400);
    expect(json(response).msg).toContain('第 3 行第 4 列「期末基金份额(份)」：最多 2 位小数');
    expect(await counts()).toEqual(before);
  });
});

describe('a report through maker–checker', () => {
  it('is public only once 复核 approves; the maker cannot approve it; the fund page and the comparison then show it', async () => {
    const report = newReport('000512', '2026-09-30', nav0930, TOP);
    const beforeSize = json<FundCompareResponse>(
      await signedInject(t.app, { method: 'GET', url: '/api/content/fund/compare', query: { fundCodes: '000512' } }),
    ).data.funds[0]!.netAssets;
    expect(beforeSize).not.toBe(report.netAssets);
    const proposed = json<{ proposalId: string; reports: number; closes: number }>(await propose(reportFileText([report])));
    expect(proposed.code).toBe('0000');
    expect(proposed.data).toMatchObject({ reports: 1, closes: 0 });
    expect((await publicReports('000512')).latest?.holdings[0]?.securityName).not.toBe(TOP.name);

    // The checker reads the report it replaces beside the new one.
    const detail = json<{ before: Record<string, { holdings: number }>; after: Record<string, { topHolding: string }> }>(
      await opsInject(t.app, 'checker', { url: `/api/ops/proposals/${proposed.data.proposalId}` }),
    ).data;
    expect(detail.before['000512 2026-09-30']?.holdings).toBe(10);
    expect(detail.after['000512 2026-09-30']).toMatchObject({ topHolding: '中国石油（601857）', netAssets: report.netAssets });

    // 基金运营 holds no 复核 right, and the proposer never decides their own (proposal.service and a database check).
    const own = await opsInject(t.app, 'maker', { method: 'POST', url: `/api/ops/proposals/${proposed.data.proposalId}/approve` });
    expect(own.statusCode).toBe(403);
    expect((await publicReports('000512')).latest?.holdings[0]?.securityName).not.toBe(TOP.name);

    const approved = await opsInject(t.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${proposed.data.proposalId}/approve` });
    expect(json(approved).code).toBe('0000');
    const after = await publicReports('000512');
    expect(after.reports[0]).toMatchObject({ reportDate: '2026-09-30', netAssets: report.netAssets, totalShares: '1000000000.00' });
    expect(after.latest?.holdings.map((holding) => holding.securityName)).toEqual(['中国石油', '贵州茅台', '宁德时代']);
    // The comparison's cached size moved with it (markFundDataChanged).
    const compared = json<FundCompareResponse>(
      await signedInject(t.app, { method: 'GET', url: '/api/content/fund/compare', query: { fundCodes: '000512' } }),
    ).data.funds[0]!;
    expect(compared).toMatchObject({ netAssets: report.netAssets, netAssetsDate: '2026-09-30' });
    const [audit] = await t.database.query<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'proposal.approve' and target like 'fund.report.import:%'`,
    );
    expect(audit?.n).toBe(1);
  });

  it('checks the file again on approval: a report that no longer fits the NAV fails and writes nothing', async () => {
    const report = newReport('001266', '2026-09-30', '1.0000', TOP);
    const [nav] = await t.database.query<{ unit_nav: string }>(
      sql`select unit_nav::text from nav where fund_code = '001266' and nav_date <= '2026-09-30' order by nav_date desc limit 1`,
    );
    const fitting = newReport('001266', '2026-09-30', nav!.unit_nav, TOP);
    const { proposalId } = json<{ proposalId: string }>(await propose(reportFileText([fitting]))).data;
    expect(report.netAssets).not.toBe(fitting.netAssets);
    // Meanwhile the NAV of that day is corrected.
    await t.database.query(sql`update nav set unit_nav = unit_nav + 0.01 where fund_code = '001266' and nav_date <= '2026-09-30'
      and nav_date = (select max(nav_date) from nav where fund_code = '001266' and nav_date <= '2026-09-30')`);
    const approved = await opsInject(t.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${proposalId}/approve` });
    expect(json(approved).msg).toContain('第 3 行第 3 列「基金资产净值(元)」');
    expect((await publicReports('001266')).latest?.holdings[0]?.securityName).not.toBe(TOP.name);
  });
});

describe('npm run cli -- fund report import', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fund-report-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));
  const context = () => ({ config: t.config, database: t.database, now: () => NOW }) as unknown as CommandContext;

  it('imports a GBK file at once and says what it wrote', async () => {
    const file = path.join(dir, 'q3.csv');
    const text = reportFileText([newReport('000513', '2026-09-30', await navOf('000513'), { code: '600028', name: '中国石化' })]);
    await writeFile(file, gbk(text));
    expect(await fundReportImportCommand.run(context(), [file])).toBe('已导入 1 份基金报告、0 条指数行情');
    expect((await publicReports('000513')).latest?.holdings[0]?.securityName).toBe('中国石化');
  });

  it('refuses a bad file naming each line and field, and writes nothing', async () => {
    const file = path.join(dir, 'bad.csv');
    await writeFile(file, badFile());
    const before = await counts();
    await expect(fundReportImportCommand.run(context(), [file])).rejects.toThrow(
      '导入失败：3 处问题，未写入任何数据\n第 3 行第 4 列「期末基金份额(份)」：最多 2 位小数\n第 6 行第 4 列「股票代码」：必须填写',
    );
    expect(await counts()).toEqual(before);
  });
});

async function navOf(code: string): Promise<string> {
  const [row] = await t.database.query<{ unit_nav: string }>(
    sql`select unit_nav::text from nav where fund_code = ${code} and nav_date <= '2026-09-30' order by nav_date desc limit 1`,
  );
  return row!.unit_nav;
}

// The file as Excel in China saves CSV: GBK.
function gbk(text: string): Buffer {
  // Node decodes GBK but has no encoder: the few characters of these files, mapped by decoding every two-byte GBK code.
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let hi = 0x81; hi <= 0xfe; hi += 1) {
    for (let lo = 0x40; lo <= 0xfe; lo += 1) {
      const char = decoder.decode(Uint8Array.from([hi, lo]));
      if (char.length === 1 && !table.has(char)) table.set(char, [hi, lo]);
    }
  }
  const bytes: number[] = [];
  for (const char of text) bytes.push(...(char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : (table.get(char) ?? [0x3f])));
  return Buffer.from(bytes);
}
