import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';

// History ends Monday 2026-11-23; staff enter Tuesday 2026-11-24. maker = 基金运营, checker = 复核.
const DAY = '2026-11-24';
let t: TestApp;
let base: { unit: string; acc: string };

interface Problem {
  kind: string;
  line: number;
  column: number | null;
  text: string;
}
type Answer<T = Record<string, unknown>> = { code: string; msg: string; data: T };

const json = <T>(response: { json(): unknown }) => response.json() as Answer<T>;
const propose = (payload: unknown) => opsInject(t.app, 'maker', { method: 'POST', url: '/api/ops/navs/propose', payload });
const preview = (payload: unknown) => opsInject(t.app, 'maker', { method: 'POST', url: '/api/ops/navs/preview', payload });
const proposalCount = async () =>
  (await t.database.query<{ n: number }>(sql`select count(*)::int as n from proposal where kind = 'nav.publish'`))[0]?.n ?? 0;
const navCount = async () =>
  (await t.database.query<{ n: number }>(sql`select count(*)::int as n from nav where nav_date = ${DAY}::date`))[0]?.n ?? 0;

async function publicFund(code: string) {
  const response = await signedInject(t.app, { method: 'GET', url: '/api/content/fund/detail', query: { fundCode: code } });
  return (response.json() as Answer<{ fund: { navDate: string; nav: string; dailyChange: string } }>).data.fund;
}

// Four decimals off the previous NAV by `ten thousandths`.
const moved = (value: string, tenThousandths: number) => ((Math.round(Number(value) * 10_000) + tenThousandths) / 10_000).toFixed(4);
// A 20% day: beyond the 10% threshold.
const jumpRow = () => {
  const step = Math.round(Number(base.unit) * 2_000);
  return row({ unitNav: moved(base.unit, step), accNav: moved(base.acc, step) });
};
const row = (values: Record<string, string> = {}) => ({
  fundCode: '000512',
  unitNav: moved(base.unit, 12),
  accNav: moved(base.acc, 12),
  ...values,
});

// Refused: code 1001, nothing proposed or written, the first problem's text.
async function refusal(payload: unknown): Promise<Problem[]> {
  const before = await proposalCount();
  const response = await propose(payload);
  expect(response.statusCode).toBe(400);
  const answer = json<{ errors: Problem[] }>(response);
  expect(answer.code).toBe('1001');
  expect(await proposalCount()).toBe(before);
  expect(await navCount()).toBe(0);
  return answer.data.errors;
}

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----nav-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
        (part.filename ? 'Content-Type: application/octet-stream\r\n' : '') +
        '\r\n',
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (parts: Parameters<typeof multipart>[0]) => {
  const { payload, headers } = multipart(parts);
  return opsInject(t.app, 'maker', { method: 'POST', url: '/api/ops/navs/upload-preview', payload, headers });
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T16:00:00+08:00') });
  const [last] = await t.database.query<{ unit: string; acc: string }>(
    sql`select unit_nav::text as unit, acc_nav::text as acc from nav where fund_code = '000512' and nav_date < ${DAY}::date order by nav_date desc limit 1`,
  );
  if (!last) throw new Error('no NAV of 000512');
  base = last;
});
afterAll(async () => t?.close());

describe('NAV grid', () => {
  it('lists every fund with its previous NAV, none for the day yet, and says demo mode is off', async () => {
    const response = await opsInject(t.app, 'maker', { url: '/api/ops/navs', query: { date: DAY } });
    const answer = json<{
      isTradingDay: boolean;
      demoMode: boolean;
      funds: { fundCode: string; previous: { unitNav: string } | null; today: unknown }[];
    }>(response);
    expect(answer.code).toBe('0000');
    expect(answer.data).toMatchObject({ isTradingDay: true, demoMode: false });
    expect(answer.data.funds.find((f) => f.fundCode === '000512')).toMatchObject({ previous: { unitNav: base.unit }, today: null });
  });

  it('is closed to a role without fund.view', async () => {
    expect((await opsInject(t.app, 'service', { url: '/api/ops/navs', query: { date: DAY } })).statusCode).toBe(403);
  });

  it('lets the checker view but not propose', async () => {
    expect((await opsInject(t.app, 'checker', { url: '/api/ops/navs', query: { date: DAY } })).statusCode).toBe(200);
    const response = await opsInject(t.app, 'checker', {
      method: 'POST',
      url: '/api/ops/navs/propose',
      payload: { date: DAY, rows: [row()] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('NAV refusals (nothing is proposed or written)', () => {
  it('refuses an unknown fund code', async () => {
    expect((await refusal({ date: DAY, rows: [row({ fundCode: '999999' })] }))[0]?.text).toBe(
      '第 1 行第 1 列「基金代码」：基金 999999 不存在',
    );
  });

  it('refuses a day that is not a trading day', async () => {
    expect((await refusal({ date: '2026-11-28', rows: [row()] }))[0]?.text).toBe('第 1 行第 2 列「净值日期」：2026-11-28 不是交易日');
  });

  it('refuses a non-positive unit NAV', async () => {
    expect((await refusal({ date: DAY, rows: [row({ unitNav: '0.0000' })] }))[0]?.text).toBe('第 1 行第 3 列「单位净值」：必须大于 0');
  });

  it('refuses more than four decimals', async () => {
    expect((await refusal({ date: DAY, rows: [row({ accNav: '1.23456' })] }))[0]?.text).toBe('第 1 行第 4 列「累计净值」：最多 4 位小数');
  });

  it('refuses an accumulated NAV below the unit NAV', async () => {
    const errors = await refusal({ date: DAY, rows: [row({ unitNav: '2.0000', accNav: '1.9999' })] });
    expect(errors[0]?.text).toBe('第 1 行第 4 列「累计净值」：不能低于单位净值 2.0000');
  });

  it('flags a big move in the preview and refuses to propose it without a reason', async () => {
    const jump = jumpRow();
    const checked = json<{ valid: boolean; errors: Problem[]; flags: Problem[] }>(await preview({ date: DAY, rows: [jump] })).data;
    expect(checked.valid).toBe(true);
    expect(checked.flags.map((f) => [f.line, f.column])).toEqual([[1, 3]]);
    const errors = await refusal({ date: DAY, rows: [jump], reasons: {} });
    expect(errors[0]?.text).toMatch(/^第 1 行第 3 列「单位净值」：较 2026-11-23 日涨跌幅 .*未填写原因$/);
  });

  it('refuses a malformed request naming the field', async () => {
    const response = await propose({ date: '2026-13-01', rows: [] });
    expect(response.statusCode).toBe(400);
    expect(json(response).msg).toMatch(/date|日期/);
  });
});

describe('NAV files', () => {
  it('previews a CSV with one bad line: every other line parsed, the bad one named, nothing written', async () => {
    const csv = [
      '基金代码,净值日期,单位净值,累计净值,万份收益,七日年化收益率(%)',
      `000512,${DAY},${row().unitNav},${row().accNav}`,
      `000372,${DAY},,,0.6000,abc`,
    ].join('\n');
    const response = await upload([
      { name: 'date', value: DAY },
      { name: 'file', value: csv, filename: 'navs.csv' },
    ]);
    const answer = json<{ valid: boolean; entries: unknown[]; rows: unknown[]; errors: Problem[] }>(response);
    expect(answer.code).toBe('0000');
    expect(answer.data.valid).toBe(false);
    expect(answer.data.entries).toHaveLength(2);
    expect(answer.data.errors.map((e) => e.text)).toEqual(['第 3 行第 6 列「七日年化收益率（%）」：“abc”不是数字']);
    expect(await navCount()).toBe(0);
    expect(await proposalCount()).toBe(0);
  });

  it('reads an .xlsx file, codes typed as numbers and dates as date cells included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('净值');
    sheet.addRow(['基金代码', '净值日期', '单位净值', '累计净值', '万份收益', '七日年化收益率(%)']);
    sheet.addRow([512, new Date(`${DAY}T00:00:00Z`), Number(row().unitNav), Number(row().accNav)]);
    sheet.addRow(['000372', DAY, null, null, 0.6, 2.1]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = json<{ valid: boolean; rows: { line: number; fundCode: string; unitNav: string; yield7d: string | null }[] }>(
      await upload([{ name: 'file', value: bytes, filename: 'navs.xlsx' }]),
    );
    expect(answer.code).toBe('0000');
    expect(answer.data.valid).toBe(true);
    expect(answer.data.rows.map((r) => [r.line, r.fundCode, r.unitNav, r.yield7d])).toEqual([
      [2, '000512', row().unitNav, null],
      [3, '000372', '1.0000', '0.021000'],
    ]);
  });

  it('refuses a file that is neither CSV text nor .xlsx', async () => {
    const response = await upload([{ name: 'file', value: Buffer.from([0, 1, 2, 3, 0, 0]), filename: 'navs.xls' }]);
    expect(response.statusCode).toBe(400);
    expect(json(response).msg).toMatch(/Excel|CSV/);
  });
});

describe('NAV publication through maker–checker', () => {
  it('publishes an approved proposal: the public fund page shows the new NAV', async () => {
    const before = await publicFund('000512');
    const jump = jumpRow();
    const response = await propose({
      date: DAY,
      rows: [jump, { fundCode: '000372', incomePer10k: '0.6100', yield7dPercent: '2.0500' }],
      reasons: { '000512': '持仓股票大涨' },
    });
    const answer = json<{ proposalId: string; rows: number; flagged: number }>(response);
    expect(answer.code).toBe('0000');
    expect(answer.data).toMatchObject({ rows: 2, flagged: 1 });

    // Waiting for review: shown as pending in the grid, not yet public.
    const grid = json<{ funds: { fundCode: string; today: { state: string; unitNav: string } | null }[] }>(
      await opsInject(t.app, 'maker', { url: '/api/ops/navs', query: { date: DAY } }),
    ).data;
    expect(grid.funds.find((f) => f.fundCode === '000512')?.today).toMatchObject({ state: 'pending', unitNav: jump.unitNav });
    expect((await publicFund('000512')).navDate).toBe(before.navDate);
    expect(await navCount()).toBe(0);

    // The maker cannot approve their own.
    const own = await opsInject(t.app, 'maker', { method: 'POST', url: `/api/ops/proposals/${answer.data.proposalId}/approve` });
    expect(own.statusCode).toBe(403);

    const approved = await opsInject(t.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${answer.data.proposalId}/approve` });
    expect(json(approved).code).toBe('0000');
    expect(await publicFund('000512')).toMatchObject({ navDate: DAY, nav: jump.unitNav });
    const after = json<{ funds: { fundCode: string; today: { state: string } | null }[] }>(
      await opsInject(t.app, 'maker', { url: '/api/ops/navs', query: { date: DAY } }),
    ).data;
    expect(after.funds.find((f) => f.fundCode === '000372')?.today).toMatchObject({ state: 'published' });
  });

  it('re-validates on approval: a proposal that is no longer valid fails and writes nothing', async () => {
    const day = '2026-11-25';
    const response = await propose({
      date: day,
      rows: [row({ fundCode: '000288', unitNav: '1.0000', accNav: '1.0000' })],
      reasons: { '000288': '测试' },
    });
    const { proposalId } = json<{ proposalId: string }>(response).data;
    expect(proposalId).toBeTruthy();
    // Meanwhile the fund's setup date is corrected to after that day.
    await t.database.query(sql`update fund set setup_date = '2026-12-01' where code = '000288'`);
    const approved = await opsInject(t.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${proposalId}/approve` });
    expect(json(approved).msg).toContain('第 1 行第 2 列「净值日期」：早于基金成立日 2026-12-01');
    const [written] = await t.database.query<{ n: number }>(sql`select count(*)::int as n from nav where nav_date = ${day}::date`);
    expect(written?.n).toBe(0);
  });
});
