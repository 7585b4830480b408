import type { AdvertListResponse, AgencyItem as PublicAgency, HotKeyword, ServiceItem } from '@fund-direct/domain/contracts';
import { HOT_KEYWORD_RANKED, type JobItem, type KeywordItem } from '@fund-direct/domain/contracts/ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';

// The seeded content is dated up to 2026-11-20; the clock sits just after it.
const NOW = new Date('2026-11-21T10:00:00+08:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
}, 240_000);
afterAll(async () => {
  await t.close();
});

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function console<T>(method: Method, url: string, payload?: unknown): Promise<Envelope<T>> {
  const response = await opsInject(t.app, 'content', { method, url: `/api/ops/site-content${url}`, ...(payload ? { payload } : {}) });
  return response.json() as Envelope<T>;
}
async function site<T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>): Promise<T> {
  const response = await signedInject(t.app, { method, url: `/api/content${url}`, ...(body ? { body } : {}) });
  return (response.json() as Envelope<T>).data;
}
async function auditOf(target: string) {
  return t.database.query<{ action: string; before: unknown; after: unknown }>(
    sql`select action, before, after from audit_log where target = ${target} order by id`,
  );
}

const jobTitles = async () =>
  (await site<{ list: { title: string }[] }>('POST', '/job/list', { pageNum: 1, pageSize: 100 })).list.map((j) => j.title);

describe('jobs: draft, publish, unpublish', () => {
  it('shows a job on the site only while it is published, and audits each step with before and after', async () => {
    const created = await console<JobItem>('POST', '/job', {
      title: '另类数据研究员',
      department: '量化投资部',
      location: '上海',
      headcount: 2,
      duties: ['研究因子模型'],
      requirements: ['硕士及以上学历'],
    });
    expect(created.code).toBe('0000');
    expect(created.data.publishState).toBe('draft');
    expect(await jobTitles()).not.toContain('另类数据研究员');

    await console('POST', `/job/${created.data.id}/publish`, {});
    expect(await jobTitles()).toContain('另类数据研究员');

    await console('POST', `/job/${created.data.id}/unpublish`);
    expect(await jobTitles()).not.toContain('另类数据研究员');

    const rows = await auditOf(`job:${created.data.id}`);
    expect(rows.map((r) => r.action)).toEqual(['site_content.create', 'site_content.publish', 'site_content.unpublish']);
    expect(rows[1]).toMatchObject({ before: { publishState: 'draft' }, after: { publishState: 'published', title: '另类数据研究员' } });
  });

  it('keeps a job published for a later time off the site until then', async () => {
    const created = await console<JobItem>('POST', '/job', {
      title: '反洗钱专员',
      department: '合规部',
      location: '北京',
      headcount: 1,
      duties: ['合规审查'],
      requirements: ['法律专业'],
    });
    const scheduled = await console<JobItem>('POST', `/job/${created.data.id}/publish`, { publishAt: '2026-12-01T00:00:00Z' });
    expect(scheduled.data.displayState).toBe('scheduled');
    expect(await jobTitles()).not.toContain('反洗钱专员');
  });
});

describe('service centre entries', () => {
  it('reaches the service-centre list and detail once published, and leaves both when deleted', async () => {
    const created = await console<{ id: number }>('POST', '/service', {
      serviceType: 'data_download',
      title: '直销账户业务申请表（新版）',
      contentHtml: '<p>下载后填写</p><script>alert(1)</script>',
      serviceTime: '2026-11-21T09:00:00+08:00',
      attachments: [{ name: '申请表.pdf', path: '/media/form.pdf' }],
    });
    const id = created.data.id;
    const list = async () =>
      (await site<{ list: ServiceItem[] }>('POST', '/service-center/list', { serviceType: 'data_download' })).list.map((s) => s.id);
    expect(await list()).not.toContain(id);

    await console('POST', `/service/${id}/publish`, {});
    expect(await list()).toContain(id);
    const detail = await site<ServiceItem>('GET', `/service-center/detail/${id}`);
    expect(detail.contentHtml).not.toContain('<script');

    await console('DELETE', `/service/${id}`);
    expect(await list()).not.toContain(id);
    expect((await auditOf(`service:${id}`)).at(-1)).toMatchObject({ action: 'site_content.delete', after: null, before: { id } });
  });
});

describe('adverts', () => {
  const base = { position: 1, kind: 'image', title: '新基金发行', image: '/media/banner.png', link: '/fund/000512' };

  it('names the end time when it is not after the start', async () => {
    const answer = await console('POST', '/advert', { ...base, startAt: '2026-11-22T00:00:00Z', endAt: '2026-11-21T00:00:00Z' });
    expect(answer.code).toBe('1001');
    expect(answer.msg).toContain('结束时间');
  });

  it('names the link when it is neither http(s) nor a site path', async () => {
    const answer = await console('POST', '/advert', { ...base, link: 'javascript:alert(1)' });
    expect(answer.code).toBe('1001');
    expect(answer.msg).toContain('链接');
  });

  it('refuses a position the site does not show', async () => {
    const answer = await console('POST', '/advert', { ...base, position: 9 });
    expect(answer.msg).toContain('广告位');
  });

  it('shows a published advert in its position and drops it when unpublished', async () => {
    const created = await console<{ id: number }>('POST', '/advert', base);
    const ids = async () => (await site<AdvertListResponse>('GET', '/advert/list/1')).list.map((a) => a.id);
    expect(await ids()).not.toContain(created.data.id);
    await console('POST', `/advert/${created.data.id}/publish`, {});
    expect(await ids()).toContain(created.data.id);
    await console('POST', `/advert/${created.data.id}/unpublish`);
    expect(await ids()).not.toContain(created.data.id);
  });
});

describe('agencies, awards, columns: edited live', () => {
  it('refuses an agency selling a fund that does not exist, naming the fund code', async () => {
    const answer = await console('POST', '/agency', { name: '某某证券', kind: 'consignment', fundCodes: ['999999'] });
    expect(answer.code).toBe('1001');
    expect(answer.msg).toContain('基金代码');
    expect(answer.msg).toContain('999999');
  });

  it('lists a saved agency on the site at once and removes it when deleted', async () => {
    const created = await console<{ id: number }>('POST', '/agency', {
      name: '测试证券股份有限公司',
      kind: 'consignment',
      website: 'https://www.example.com',
      hotline: '95500',
      fundCodes: ['000512'],
    });
    expect(created.code).toBe('0000');
    const names = async () =>
      (await site<{ list: PublicAgency[] }>('POST', '/agency/list', { pageNum: 1, pageSize: 100 })).list.map((a) => a.name);
    expect(await names()).toContain('测试证券股份有限公司');
    const edited = await console('PUT', `/agency/${created.data.id}`, {
      name: '测试证券股份有限公司',
      kind: 'consignment',
      fundCodes: ['000512', '999998'],
    });
    expect(edited.msg).toContain('999998');
    await console('DELETE', `/agency/${created.data.id}`);
    expect(await names()).not.toContain('测试证券股份有限公司');
  });

  it('shows a saved award on the award wall and removes it when deleted', async () => {
    const created = await console<{ id: number }>('POST', '/award', {
      title: '测试金牛奖',
      issuer: '中国证券报',
      year: 2026,
      image: '/media/award.png',
    });
    const titles = async () => (await site<{ list: { title: string }[] }>('GET', '/award-wall/list')).list.map((a) => a.title);
    expect(await titles()).toContain('测试金牛奖');
    await console('DELETE', `/award/${created.data.id}`);
    expect(await titles()).not.toContain('测试金牛奖');
  });

  it('files a new column under a top-level one, on the site at once, and keeps columns two levels deep', async () => {
    const top = await console<{ id: number }>('POST', '/column', { name: '测试一级栏目', parentId: 0 });
    const child = await console<{ id: number }>('POST', '/column', { name: '测试二级栏目', parentId: top.data.id });
    expect(child.code).toBe('0000');
    expect(JSON.stringify(await site('GET', `/column/list/${top.data.id}`))).toContain('测试二级栏目');
    const third = await console('POST', '/column', { name: '测试三级栏目', parentId: child.data.id });
    expect(third.msg).toContain('只能选择一级栏目');
  });

  it('refuses a column under a parent that does not exist, and one still holding articles', async () => {
    expect((await console('POST', '/column', { name: '新栏目', parentId: 99_999 })).msg).toContain('上级栏目');
    const [used] = await t.database.query<{ column_id: number }>(sql`select column_id from article limit 1`);
    const refused = await console('DELETE', `/column/${used?.column_id}`);
    expect(refused.code).toBe('1001');
    expect(refused.msg).toContain('不能删除');
  });
});

describe('hot keywords', () => {
  const hot = async () => (await site<HotKeyword[]>('GET', '/search-keyword/list')).map((k) => k.keyWord);

  it('refuses a keyword already on the list', async () => {
    const answer = await console('POST', '/keyword', { keyWord: '沪深300' });
    expect(answer.code).toBe('1001');
    expect(answer.msg).toContain('关键词');
  });

  it('puts the curated order on the site, the top four first', async () => {
    const added = await console<KeywordItem>('POST', '/keyword', { keyWord: '新能源' });
    expect(added.code).toBe('0000');
    const { data } = await console<{ list: KeywordItem[] }>('GET', '/keyword');
    const order = [
      added.data.id,
      ...data.list
        .map((k) => k.id)
        .filter((id) => id !== added.data.id)
        .reverse(),
    ];
    const saved = await console<{ list: KeywordItem[] }>('PUT', '/keyword/order', { ids: order });
    expect(saved.code).toBe('0000');
    const expected = saved.data.list.map((k) => k.keyWord);
    expect(expected[0]).toBe('新能源');
    expect((await hot()).slice(0, HOT_KEYWORD_RANKED)).toEqual(expected.slice(0, HOT_KEYWORD_RANKED));
    expect((await auditOf('keyword')).at(-1)).toMatchObject({ action: 'site_content.reorder', after: expected });
  });

  it('refuses an order that leaves a keyword out', async () => {
    const { data } = await console<{ list: KeywordItem[] }>('GET', '/keyword');
    const answer = await console('PUT', '/keyword/order', { ids: data.list.slice(1).map((k) => k.id) });
    expect(answer.msg).toContain('顺序');
  });

  it('takes a removed keyword off the site', async () => {
    const added = await console<KeywordItem>('POST', '/keyword', { keyWord: '黄金ETF' });
    expect(await hot()).toContain('黄金ETF');
    await console('DELETE', `/keyword/${added.data.id}`);
    expect(await hot()).not.toContain('黄金ETF');
  });
});

describe('about us', () => {
  it('publishes an edited section at once, sanitised, with an audit row', async () => {
    const answer = await console('PUT', '/about/profile', {
      title: '公司简介（更新）',
      contentHtml: '<p>新的简介</p><img src=x onerror=alert(1)>',
    });
    expect(answer.code).toBe('0000');
    const about = await site<{ profile: { title: string; contentHtml: string } }>('GET', '/about-us');
    expect(about.profile.title).toBe('公司简介（更新）');
    expect(about.profile.contentHtml).not.toContain('onerror');
    expect((await auditOf('about:profile'))[0]).toMatchObject({ action: 'site_content.update', after: { title: '公司简介（更新）' } });
  });

  it('refuses a section the site does not have', async () => {
    const answer = await console('PUT', '/about/press', { title: 'x', contentHtml: '' });
    expect(answer.msg).toContain('栏目');
  });
});
