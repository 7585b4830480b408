import type { ArticleListResponse, SearchResponse } from '@fund-direct/domain/contracts';
import type { OpsArticleDetail, OpsArticleListResponse } from '@fund-direct/domain/contracts/ops';
import { ERRORS } from '@fund-direct/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { publishSchedulerOf } from './publish-scheduler.ts';

let t: TestApp;
// A movable clock just after the seeded content (dated up to 2026-11-20).
let clock = new Date('2026-11-21T10:00:00+08:00');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

type Answer<T> = { status: number; json: { code: string; msg: string; data: T } };

async function ops<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, staff = 'content'): Promise<Answer<T>> {
  const response = await opsInject(t.app, staff, { method, url, ...(payload !== undefined ? { payload } : {}) });
  return { status: response.statusCode, json: response.json() as Answer<T>['json'] };
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: '四季度债市展望',
  summary: '利率中枢下移',
  author: '研究部',
  columnId: 1,
  contentType: 'other',
  fundCodes: ['000512'],
  contentHtml: '<h2>要点</h2><p>正文</p>',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const answer = await ops<OpsArticleDetail>('POST', '/api/ops/articles', draft(overrides));
  expect(answer.status, answer.json.msg).toBe(200);
  return answer.json.data;
}

async function siteList(): Promise<number[]> {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/article/list', body: { pageNum: 1, pageSize: 50 } });
  return (response.json() as { data: ArticleListResponse }).data.list.map((a) => a.id);
}

async function searchIds(keyWord: string): Promise<number[]> {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/search', body: { keyWord, isMoreFilter: 1 } });
  return (response.json() as { data: SearchResponse }).data.list.flatMap((item) =>
    item.type === 'article' ? [item.articleInfoSearchAppVO.id] : [],
  );
}

async function auditActions(id: number): Promise<string[]> {
  const rows = await t.database.query<{ action: string }>(
    `select action from audit_log where target = '${id}' and action like 'article.%' order by id`,
  );
  return rows.map((r) => r.action);
}

describe('viewpoint articles in the console', () => {
  it('creates a draft the site does not show, then publishes it to the list and search at once, and unpublishes it', async () => {
    const article = await create({ title: '沣泽观点：红利资产再审视' });
    expect([article.state, article.actions]).toEqual(['draft', ['edit', 'publish']]);
    expect(await siteList()).not.toContain(article.id);

    const published = await ops<OpsArticleDetail>('POST', `/api/ops/articles/${article.id}/publish`, {});
    expect(published.json.data.displayState).toBe('published');
    expect((await siteList())[0]).toBe(article.id);
    expect(await searchIds('红利资产再审视')).toEqual([article.id]);

    const gone = await ops<OpsArticleDetail>('POST', `/api/ops/articles/${article.id}/unpublish`, {});
    expect(gone.json.data.state).toBe('unpublished');
    expect(await siteList()).not.toContain(article.id);
    expect(await searchIds('红利资产再审视')).toEqual([]);
    expect(await auditActions(article.id)).toEqual(['article.create', 'article.publish', 'article.unpublish']);
  });

  it('writes the before and after of an edit in its audit row', async () => {
    const article = await create({ title: '编辑前' });
    await ops('PUT', `/api/ops/articles/${article.id}`, draft({ title: '编辑后' }));
    const [row] = await t.database.query<{ before: { title: string }; after: { title: string } }>(
      `select before, after from audit_log where target = '${article.id}' and action = 'article.edit'`,
    );
    expect([row?.before.title, row?.after.title]).toEqual(['编辑前', '编辑后']);
  });

  it('refuses a move its state does not allow', async () => {
    const article = await create();
    const answer = await ops('POST', `/api/ops/articles/${article.id}/unpublish`, {});
    expect([answer.status, answer.json.code]).toEqual([409, ERRORS.CONTENT_STATE_CONFLICT.code]);
  });

  it('filters by state, type and title keyword', async () => {
    await create({ title: '筛选专用标题甲' });
    const drafts = await ops<OpsArticleListResponse>('GET', '/api/ops/articles?state=draft&keyword=筛选专用&contentType=other');
    expect(drafts.json.data.list.map((a) => a.title)).toEqual(['筛选专用标题甲']);
    const published = await ops<OpsArticleListResponse>('GET', '/api/ops/articles?state=published&keyword=筛选专用');
    expect(published.json.data.total).toBe(0);
  });

  it('names the field of a refused save: unknown fund, foreign jump path, video without its address, cover from elsewhere', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fundCodes: ['999999'] }, '相关基金'],
      [{ jumpPath: 'https://evil.example.com/' }, '跳转路径'],
      [{ jumpPath: '//evil.example.com/fund' }, '跳转路径'],
      [{ jumpPath: '/account/../admin' }, '跳转路径'],
      [{ contentType: 'video' }, '视频地址'],
      [{ cover: 'https://evil.example.com/a.png' }, '封面'],
      [{ title: '' }, '标题'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await ops('POST', '/api/ops/articles', draft(overrides));
      expect([JSON.stringify(overrides), answer.status, answer.json.msg]).toEqual([
        JSON.stringify(overrides),
        400,
        expect.stringContaining(field),
      ]);
    }
    const ok = await ops<OpsArticleDetail>('POST', '/api/ops/articles', draft({ jumpPath: '/fund_detail?fundCode=000512' }));
    expect(ok.json.data.jumpPath).toBe('/fund_detail?fundCode=000512');
  });

  it('is closed to staff without content.manage', async () => {
    expect((await ops('GET', '/api/ops/articles', undefined, 'maker')).status).toBe(403);
  });
});

describe('HTML the console saves is sanitised (OWASP filter-evasion classics)', () => {
  const stored = async (html: string) => (await create({ contentHtml: html })).contentHtml;

  it.each([
    ['<p>甲</p><script>alert(1)</script>', '<p>甲</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">链</a>', '<a rel="noopener noreferrer">链</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">链</a>', '<a rel="noopener noreferrer">链</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">链</a>', '<a rel="noopener noreferrer">链</a>'],
    ['<svg onload="alert(1)"><circle/></svg><p>乙</p>', '<p>乙</p>'],
    ['<iframe src="https://evil.example.com"></iframe><p>丙</p>', '<p>丙</p>'],
    ['<p style="width: expression(alert(1))">丁</p>', '<p>丁</p>'],
    ['<p style="background:url(javascript:alert(1))">戊</p>', '<p>戊</p>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">链</a>', '<a rel="noopener noreferrer">链</a>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>己</p>', '<p>己</p>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">庚</p></noscript>', ''],
  ])('%s', async (html, expected) => {
    const out = await stored(html);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/onerror|onload|javascript|script|expression|<svg|<iframe|<math|<style/iu);
  });
});

// Last: moving the clock ends the staff session's idle time.
describe('scheduled publishing', () => {
  it('schedules a publish that reaches the list and search when the clock passes it', async () => {
    const article = await create({ title: '定时观点：年末流动性' });
    const at = new Date(clock.getTime() + 2 * 3600_000);
    const scheduled = await ops<OpsArticleDetail>('POST', `/api/ops/articles/${article.id}/publish`, { publishAt: at.toISOString() });
    expect(scheduled.json.data.displayState).toBe('scheduled');
    expect(await siteList()).not.toContain(article.id);
    expect(await searchIds('年末流动性')).toEqual([]);

    clock = new Date(at.getTime() + 1000);
    await publishSchedulerOf(t.database)?.tick();
    expect((await siteList())[0]).toBe(article.id);
    expect(await searchIds('年末流动性')).toEqual([article.id]);
    expect(await auditActions(article.id)).toEqual(['article.create', 'article.schedule']);
  });
});
