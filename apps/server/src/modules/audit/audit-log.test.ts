import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject, opsInjectWith, opsLogin } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { csvCell } from './audit-csv.ts';
import { recordAudit } from './audit.service.ts';

// Issue 17: the compliance auditor (合规审计) browses the audit log newest first and exports it as CSV.
let t: TestApp;

const BULK = 4_500;

beforeAll(async () => {
  t = await createTestApp();
  // Logins of three staff members write their own rows (auth.login, auth.totp).
  for (const username of ['maker', 'checker', 'auditor']) await opsLogin(t.app, username);
  const actor = { id: '00000000-0000-4000-8000-000000000001', username: 'maker', role: 'fund_ops' };
  await recordAudit(t.database.db, {
    actor,
    action: 'proposal.create',
    target: '=HYPERLINK("http://evil.example","点我")',
    before: { status: '0' },
    after: { status: '4', note: '暂停申购, "大额"' },
    reason: '@SUM(A1:A9)',
    meta: { ip: '10.1.2.3', userAgent: 'Mozilla/5.0' },
    at: new Date('2026-01-15T16:30:00Z'),
  });
  // More rows than one export chunk, on an earlier day, through the chaining trigger.
  await t.database.db.execute(sql`
    insert into audit_log (occurred_at, username, role, action, target)
    select timestamptz '2025-12-01 02:00:00+00' + make_interval(secs => i), 'checker', 'checker', 'proposal.approve', 'fund:' || lpad(i::text, 6, '0')
    from generate_series(1, ${BULK}) i`);
}, 180_000);

afterAll(async () => {
  await t.close();
});

interface Page {
  list: {
    id: string;
    action: string;
    actionLabel: string;
    username: string | null;
    roleLabel: string | null;
    target: string | null;
    after: unknown;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

async function browse(query: Record<string, string>, username = 'auditor') {
  const response = await opsInject(t.app, username, { url: '/api/ops/audit', query });
  return { response, page: (response.json() as { data: Page }).data };
}

describe('GET /api/ops/audit', () => {
  it('lists newest first with labels', async () => {
    const { response, page } = await browse({ pageSize: '5' });
    expect(response.statusCode).toBe(200);
    expect(page.list).toHaveLength(5);
    const ids = page.list.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.total).toBeGreaterThan(BULK);
  });

  it('filters by staff and action', async () => {
    const { page } = await browse({ staff: 'maker', action: 'auth.login' });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.list.every((row) => row.username === 'maker' && row.action === 'auth.login' && row.actionLabel === '登录（密码）')).toBe(
      true,
    );
  });

  it('filters by Shanghai calendar days, both ends included', async () => {
    // 2026-01-15T16:30Z is 2026-01-16 00:30 in Shanghai.
    expect((await browse({ from: '2026-01-16', to: '2026-01-16' })).page.list.map((r) => r.action)).toEqual(['proposal.create']);
    expect((await browse({ from: '2026-01-15', to: '2026-01-15' })).page.total).toBe(0);
    expect((await browse({ from: '2025-12-01', to: '2025-12-01' })).page.total).toBe(BULK);
  });

  it('filters by part of the target, taking wildcards literally', async () => {
    expect((await browse({ target: '004321' })).page.list.map((r) => r.target)).toEqual(['fund:004321']);
    expect((await browse({ target: '%' })).page.total).toBe(0);
  });

  it('pages', async () => {
    const first = await browse({ action: 'proposal.approve', pageSize: '100' });
    const second = await browse({ action: 'proposal.approve', pageSize: '100', page: '2' });
    expect(second.page.page).toBe(2);
    expect(Number(second.page.list[0]?.id)).toBe(Number(first.page.list.at(-1)?.id) - 1);
  });

  it.each([
    [{ pageSize: '500' }, '每页条数不能超过100'],
    [{ action: 'audit.delete' }, '操作类型不正确'],
    [{ from: '2026-02-30' }, '日期不存在，应为有效的YYYY-MM-DD日期'],
    [{ from: '2026-03-02', to: '2026-03-01' }, '开始日期不能晚于结束日期'],
  ])('refuses %j with a message naming the field', async (query, msg) => {
    const { response } = await browse(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '1001', msg });
  });

  it.each(['maker', 'checker', 'service', 'admin'])('refuses %s (no audit.view)', async (username) => {
    expect((await browse({}, username)).response.statusCode).toBe(403);
  });

  it('refuses a caller without a staff session', async () => {
    expect((await opsInjectWith(t.app, null, { url: '/api/ops/audit' })).statusCode).toBe(401);
  });
});

async function exportCsv(query: Record<string, string>) {
  return opsInject(t.app, 'auditor', { url: '/api/ops/audit/export', query });
}

const exportsRecorded = async () =>
  (await t.database.query<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'audit.export'`))[0]?.n;

describe('GET /api/ops/audit/export', () => {
  it('answers a CSV for Excel: BOM, header, CRLF, formulas defused, RFC 4180 quotes', async () => {
    const response = await exportCsv({ action: 'proposal.create' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{8}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('编号,时间（北京时间）,员工,角色,操作,操作代码,对象,IP,浏览器,变更前,变更后,原因,哈希');
    const row = lines.find((line) => line.includes('HYPERLINK'));
    expect(row).toContain(
      `2026-01-16 00:30:00.000,maker,基金运营,提交复核申请,proposal.create,"'=HYPERLINK(""http://evil.example"",""点我"")"`,
    );
    // jsonb keeps the shorter key first.
    expect(row).toContain(`${csvCell(JSON.stringify({ note: '暂停申购, "大额"', status: '4' }))},'@SUM(A1:A9),`);
  });

  it('streams every row of a range larger than one chunk, newest first, once each', async () => {
    const response = await exportCsv({ from: '2025-12-01', to: '2025-12-01' });
    const rows = response.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(BULK);
    const ids = rows.map((line) => Number(line.split(',', 1)[0]));
    expect(new Set(ids).size).toBe(BULK);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is itself an audit row, with the filters', async () => {
    const before = await exportsRecorded();
    await exportCsv({ staff: 'checker', target: 'fund:' });
    expect(await exportsRecorded()).toBe((before ?? 0) + 1);
    const { page } = await browse({ action: 'audit.export', pageSize: '1' });
    expect(page.list[0]).toMatchObject({
      username: 'auditor',
      roleLabel: '合规审计',
      target: 'audit_log',
      after: { staff: 'checker', target: 'fund:' },
    });
  });

  it('refuses a role without audit.view and records nothing', async () => {
    const before = await exportsRecorded();
    const response = await opsInject(t.app, 'service', { url: '/api/ops/audit/export' });
    expect(response.statusCode).toBe(403);
    expect(await exportsRecorded()).toBe(before);
  });

  it('refuses bad filters before writing anything', async () => {
    const before = await exportsRecorded();
    const response = await exportCsv({ action: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(await exportsRecorded()).toBe(before);
  });
});
