import type { NoticeListResponse, SearchResponse } from '@fund-direct/domain/contracts';
import type { OpsNoticeDetailResponse, OpsNoticeListResponse } from '@fund-direct/domain/contracts/ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject, opsLogin } from '../../../test/support/ops.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';

// The seeded notices are dated up to 2026-11-20; the clock sits just after them and moves when a test says so.
let clock = new Date('2026-11-21T10:00:00+08:00');
const FUND = '000288';
let t: TestApp;

interface Answer<T> {
  status: number;
  body: { code: string; msg: string; data: T };
}

async function call<T>(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Answer<T>> {
  const response = await opsInject(t.app, username, { method, url, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.json() };
}

const draft = (title: string, change: Record<string, unknown> = {}) => ({
  title,
  group: 'temp',
  fundCode: FUND,
  contentHtml: '<p>本基金管理人决定自即日起暂停大额申购业务。</p><script>alert(1)</script>',
  publishAt: '2026-11-21T09:00:00+08:00',
  attachments: [],
  ...change,
});

async function create(title: string, change: Record<string, unknown> = {}): Promise<number> {
  const { body } = await call<{ id: number }>('content', 'POST', '/api/ops/notices', draft(title, change));
  expect(body.code).toBe('0000');
  return body.data.id;
}

const submit = (id: number) => call<{ proposalId: string }>('content', 'POST', `/api/ops/notices/${id}/submit`, {});
const approve = (proposalId: string) => call<unknown>('checker', 'POST', `/api/ops/proposals/${proposalId}/approve`, {});
const reject = (proposalId: string, reason: string) =>
  call<unknown>('checker', 'POST', `/api/ops/proposals/${proposalId}/reject`, { reason });
const detail = async (id: number) => (await call<OpsNoticeDetailResponse>('content', 'GET', `/api/ops/notices/${id}`)).body.data;

async function publicTitles(): Promise<string[]> {
  const response = await signedInject(t.app, {
    method: 'POST',
    url: '/api/content/notice/list',
    body: { group: 'temp', pageNum: 1, pageSize: 100 },
  });
  return (response.json() as { data: NoticeListResponse }).data.list.map((n) => n.title);
}

async function searchedTitles(keyWord: string): Promise<string[]> {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/search', body: { keyWord, isMoreFilter: 1 } });
  const { list } = (response.json() as { data: SearchResponse }).data;
  return list.flatMap((item) => (item.type === 'notice' ? [item.fundNoticeSearchAppVO.title] : []));
}

const rowCount = async (table: 'notice' | 'audit_log') =>
  Number((await t.database.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // Logins write audit rows of their own; the counts below are of the notice calls only.
  await opsLogin(t.app, 'content');
});
afterAll(async () => t.close());

describe('POST /api/ops/notices refuses bad input, naming the field, and writes nothing', () => {
  it.each([
    ['an unknown group', { group: 'misc' }, '公告类别'],
    ['an unknown fund code', { fundCode: '999999' }, '基金代码：基金 999999 不存在'],
    ['a malformed fund code', { fundCode: '12' }, '基金代码'],
    ['an empty title', { title: '   ' }, '标题不能为空'],
    ['a title too long', { title: '公'.repeat(201) }, '标题不能超过200个字'],
    ['a bad publish time', { publishAt: '明天' }, '发布时间'],
    ['an attachment that is not an upload', { attachments: [{ name: '附件', mediaId: 'x' }] }, '附件'],
  ])('refuses %s', async (_case, change, message) => {
    const [notices, audits] = [await rowCount('notice'), await rowCount('audit_log')];
    const { status, body } = await call('content', 'POST', '/api/ops/notices', draft('暂停大额申购公告', change));
    expect(status).toBe(400);
    expect(body.code).toBe('1001');
    expect(body.msg).toContain(message);
    expect([await rowCount('notice'), await rowCount('audit_log')]).toEqual([notices, audits]);
  });

  it('is refused to a role without content.manage', async () => {
    expect((await call('maker', 'POST', '/api/ops/notices', draft('暂停大额申购公告'))).body.code).toBe('2403');
  });
});

describe('publishing a notice is proposed by the content operator and takes effect on a checker’s approval', () => {
  const title = '沣泽测试披露甲乙丙暂停大额申购公告';
  let id: number;
  let proposalId: string;

  it('saves a sanitised draft with an audit row, not on the site', async () => {
    id = await create(title);
    const saved = await detail(id);
    expect(saved).toMatchObject({ state: 'draft', displayState: 'draft', actions: ['edit', 'submit'], fundCode: FUND });
    expect(saved.contentHtml).not.toContain('script');
    const [audit] = await t.database.query<{ action: string; after: { title: string } }>(
      sql`select action, after from audit_log where target = ${`notice:${id}`} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'notice.create', after: { title } });
    expect(await publicTitles()).not.toContain(title);
  });

  it('a submit creates a pending proposal; the notice is under review, not editable and not on the site', async () => {
    const submitted = await submit(id);
    expect(submitted.body.code).toBe('0000');
    proposalId = submitted.body.data.proposalId;
    const proposal = await call<{ kind: string; status: string; after: Record<string, unknown> }>(
      'checker',
      'GET',
      `/api/ops/proposals/${proposalId}`,
    );
    expect(proposal.body.data).toMatchObject({ kind: 'notice.publish', status: 'pending', after: { title, group: '临时公告' } });
    expect(await detail(id)).toMatchObject({ state: 'review', pendingKind: 'notice.publish', actions: [] });
    const edit = await call('content', 'PUT', `/api/ops/notices/${id}`, draft(`${title}（更正）`));
    expect([edit.status, edit.body.code]).toEqual([409, '2440']);
    expect(await publicTitles()).not.toContain(title);
    expect(await searchedTitles('甲乙丙')).not.toContain(title);
  });

  it('the proposer cannot approve it', async () => {
    expect((await call('content', 'POST', `/api/ops/proposals/${proposalId}/approve`, {})).body.code).toBe('2403');
  });

  it('the checker’s approval puts it on the public list and in search', async () => {
    expect((await approve(proposalId)).body.code).toBe('0000');
    expect(await detail(id)).toMatchObject({ state: 'published', displayState: 'published', pendingKind: null, actions: ['unpublish'] });
    expect(await publicTitles()).toContain(title);
    expect(await searchedTitles('甲乙丙')).toContain(title);
  });

  it('an unpublish is proposed too: live until approved, then off the site and out of search', async () => {
    const requested = await call<{ proposalId: string }>('content', 'POST', `/api/ops/notices/${id}/unpublish`, {
      reason: '内容有误，需更正',
    });
    expect(requested.body.code).toBe('0000');
    expect(await publicTitles()).toContain(title);
    expect((await approve(requested.body.data.proposalId)).body.code).toBe('0000');
    expect(await detail(id)).toMatchObject({ state: 'unpublished', actions: ['edit', 'submit'] });
    expect(await publicTitles()).not.toContain(title);
    expect(await searchedTitles('甲乙丙')).not.toContain(title);
  });
});

describe('a rejected publish', () => {
  it('returns the notice to draft, with the checker’s reason, editable again', async () => {
    const id = await create('沣泽测试驳回公告');
    const { body } = await submit(id);
    expect((await reject(body.data.proposalId, '标题与正文不符')).body.code).toBe('0000');
    expect(await detail(id)).toMatchObject({
      state: 'draft',
      pendingKind: null,
      rejectReason: '标题与正文不符',
      actions: ['edit', 'submit'],
    });
    expect((await call('content', 'PUT', `/api/ops/notices/${id}`, draft('沣泽测试驳回公告（修订）'))).body.code).toBe('0000');
    expect(await publicTitles()).not.toContain('沣泽测试驳回公告（修订）');
  });
});

describe('a publish time in the future', () => {
  it('is scheduled once approved and reaches the site at its time', async () => {
    const title = '沣泽测试定时发布公告';
    const id = await create(title, { publishAt: '2026-11-22T09:00:00+08:00' });
    expect((await approve((await submit(id)).body.data.proposalId)).body.code).toBe('0000');
    expect(await detail(id)).toMatchObject({ state: 'published', displayState: 'scheduled' });
    const listed = await call<OpsNoticeListResponse>('content', 'GET', '/api/ops/notices?state=scheduled');
    expect(listed.body.data.list.map((n) => n.id)).toContain(id);
    expect(await publicTitles()).not.toContain(title);
    const before = clock;
    clock = new Date('2026-11-22T09:30:00+08:00');
    try {
      expect(await publicTitles()).toContain(title);
    } finally {
      // Staff sessions would expire across the jump; the later tests work at the first clock.
      clock = before;
    }
  });
});

describe('GET /api/ops/notices', () => {
  it('filters by group, fund, state and keyword, with paging', async () => {
    const { body } = await call<OpsNoticeListResponse>(
      'content',
      'GET',
      `/api/ops/notices?group=trans&fundCode=${FUND}&state=published&pageSize=2`,
    );
    expect(body.code).toBe('0000');
    expect(body.data.list.length).toBeLessThanOrEqual(2);
    expect(body.data.list.every((n) => n.group === 'trans' && n.fundCode === FUND && n.displayState === 'published')).toBe(true);
    const id = await create('沣泽测试关键词乙丁公告');
    const keyword = await call<OpsNoticeListResponse>('content', 'GET', `/api/ops/notices?keyword=${encodeURIComponent('乙丁')}`);
    expect(keyword.body.data.list.map((n) => n.id)).toEqual([id]);
    expect((await call('content', 'GET', '/api/ops/notices?group=misc')).body.code).toBe('1001');
  });
});

describe('PDF attachments', () => {
  // A real PDF's bytes, binary past the header: what is served must be exactly this.
  const PDF = Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n'),
    Buffer.from([0, 1, 2, 254, 255]),
    Buffer.from('\n%%EOF\n'),
  ]);

  async function upload(bytes: Buffer): Promise<{ id: string; url: string }> {
    const boundary = '----notice-attachment';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="季度报告.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await opsInject(t.app, 'content', {
      method: 'POST',
      url: '/api/ops/uploads',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.json()).toMatchObject({ code: '0000' });
    return (response.json() as { data: { id: string; url: string } }).data;
  }

  it('an uploaded PDF of a published notice is served back byte for byte', async () => {
    const { id: mediaId } = await upload(PDF);
    const id = await create('沣泽测试附件公告', { attachments: [{ name: '2026年第3季度报告.pdf', mediaId }] });
    expect((await detail(id)).attachments).toMatchObject([{ seq: 1, name: '2026年第3季度报告.pdf', mediaId }]);
    // The site's link of the attachment answers only once the checker has approved.
    const url = `/resources/notice/${id}/1.pdf`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await approve((await submit(id)).body.data.proposalId)).body.code).toBe('0000');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps an attachment across an edit and refuses an id that is not an uploaded PDF, naming the attachment', async () => {
    const { id: mediaId } = await upload(PDF);
    const id = await create('沣泽测试附件修改公告', { attachments: [{ name: '原附件.pdf', mediaId }] });
    const kept = await call(
      'content',
      'PUT',
      `/api/ops/notices/${id}`,
      draft('沣泽测试附件修改公告', { attachments: [{ name: '改名附件.pdf', seq: 1 }] }),
    );
    expect(kept.body.code).toBe('0000');
    expect((await detail(id)).attachments).toMatchObject([{ name: '改名附件.pdf', mediaId }]);
    const unknown = await call(
      'content',
      'PUT',
      `/api/ops/notices/${id}`,
      draft('沣泽测试附件修改公告', { attachments: [{ name: '附件.pdf', mediaId: '0b8f1c3e-8a9d-4c51-9a63-3f1e2d4c5b6a' }] }),
    );
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([400, '1001', '附件1：须为已上传的PDF文件，请重新上传']);
  });
});
