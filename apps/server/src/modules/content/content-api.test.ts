import type {
  AboutUsResponse,
  AdvertListResponse,
  ArticleDetail,
  ArticleListResponse,
  NoticeDetail,
  NoticeListResponse,
  ServiceItem,
} from '@fund-direct/domain/contracts';
import { FOOTER_PAGE_KEYS, SERVICE_TYPES } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/seed-runner.ts';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { contentSeed } from './seed/content.seed.ts';

let t: TestApp;
// The seeded content is dated up to 2026-11-20; the clock sits just after it.
const NOW = new Date('2026-11-21T10:00:00+08:00');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

async function call<T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, query?: Record<string, string>) {
  const response = await signedInject(t.app, { method, url, ...(body ? { body } : {}), ...(query ? { query } : {}) });
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: T } };
}

describe('articles and columns', () => {
  it('pages through all 70 articles newest first', async () => {
    const first = await call<ArticleListResponse>('POST', '/api/content/article/list', { pageNum: 1, pageSize: 30 });
    const last = await call<ArticleListResponse>('POST', '/api/content/article/list', { pageNum: 3, pageSize: 30 });
    expect(first.json.code).toBe('0000');
    expect(first.json.data.total).toBe(70);
    expect(first.json.data.list).toHaveLength(30);
    expect(last.json.data.list).toHaveLength(10);
    const times = first.json.data.list.map((a) => a.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by column and by content type', async () => {
    const column = await call<ArticleListResponse>('POST', '/api/content/article/list', { columnId: 4, pageNum: 1, pageSize: 100 });
    expect(column.json.data.total).toBe(12);
    expect(column.json.data.list.every((a) => a.columnId === 4 && a.columnName === '沣泽研究')).toBe(true);
    const videos = await call<ArticleListResponse>('POST', '/api/content/article/list', {
      contentType: 'video',
      pageNum: 1,
      pageSize: 100,
    });
    expect(videos.json.data.total).toBe(10);
    expect(videos.json.data.list.every((a) => a.videoUrl?.endsWith('.mp4') && a.poster)).toBe(true);
    const mandt = await call<ArticleListResponse>('POST', '/api/content/article/list', { contentType: 'mandt', pageNum: 1, pageSize: 100 });
    expect(mandt.json.data.list.every((a) => a.columnName === '基金经理说')).toBe(true);
  });

  it('rejects a bad page size and an unknown content type with 1001', async () => {
    const big = await call('POST', '/api/content/article/list', { pageNum: 1, pageSize: 1000 });
    expect(big.status).toBe(400);
    expect(big.json.code).toBe('1001');
    const type = await call('POST', '/api/content/article/list', { contentType: 'podcast' });
    expect(type.json.code).toBe('1001');
  });

  it('answers an article with sanitised html, related funds and its neighbours', async () => {
    const { json } = await call<ArticleDetail>('POST', '/api/content/article/detail', { id: 6 });
    expect(json.data.title).toBe('利率中枢下移背景下，债券投资如何把握节奏');
    expect(json.data.contentHtml).toMatch(/^<p>/u);
    expect(json.data.contentHtml).toContain('<h2>');
    expect(json.data.contentHtml).not.toMatch(/<script|on\w+=/iu);
    expect(json.data.relatedFunds.length).toBeGreaterThan(0);
    expect(json.data.relatedFunds[0]?.fundname).toMatch(/^沣泽/u);
    expect(json.data.prev?.id).toBe(1);
    expect(json.data.next?.id).toBe(11);
  });

  it('answers 1405 naming the article when the id is unknown', async () => {
    const { status, json } = await call('POST', '/api/content/article/detail', { id: 9999 });
    expect(status).toBe(404);
    expect(json).toEqual({ code: '1405', msg: '文章不存在', requestId: expect.any(String) });
  });

  it('lists the top-level columns and the articles of a column', async () => {
    const columns = await call<{ list: { id: number; name: string }[] }>('GET', '/api/content/column/list/0');
    expect(columns.json.data.list.map((c) => c.name)).toEqual(['市场观点', '基金经理说', '投资者教育', '沣泽研究', '公司动态']);
    const refs = await call<{ column: { name: string }; list: unknown[] }>('GET', '/api/content/column/ref-list/5');
    expect(refs.json.data.column.name).toBe('公司动态');
    expect(refs.json.data.list).toHaveLength(13);
    expect((await call('GET', '/api/content/column/ref-list/99')).json).toEqual({
      code: '1405',
      msg: '栏目不存在',
      requestId: expect.any(String),
    });
    expect((await call('GET', '/api/content/column/list/abc')).json.code).toBe('1001');
  });
});

describe('notices', () => {
  it('pages through the 80 listed notices; withdrawn ones never show', async () => {
    const page = await call<NoticeListResponse>('POST', '/api/content/notice/list', { pageNum: 8, pageSize: 10 });
    expect(page.json.data.total).toBe(80);
    expect(page.json.data.list).toHaveLength(10);
    const all = await call<NoticeListResponse>('POST', '/api/content/notice/list', { pageNum: 1, pageSize: 100 });
    const ids = new Set(all.json.data.list.map((n) => n.noticeId));
    expect(ids.size).toBe(80);
    const withdrawn = [...Array(82).keys()].map((i) => i + 1).filter((id) => !ids.has(id));
    expect(withdrawn).toHaveLength(2);
    expect((await call('GET', `/api/content/notice/detail/${withdrawn[0]}`)).json.code).toBe('1405');
  });

  it('filters by group and by fund code', async () => {
    const trans = await call<NoticeListResponse>('POST', '/api/content/notice/list', { group: 'trans', pageNum: 1, pageSize: 50 });
    expect(trans.json.data.total).toBe(20);
    expect(trans.json.data.list.every((n) => n.group === 'trans' && n.groupName === '交易公告')).toBe(true);
    const fund = await call<NoticeListResponse>('POST', '/api/content/notice/list', { fundCode: '000288', pageNum: 1, pageSize: 50 });
    expect(fund.json.data.list.length).toBeGreaterThanOrEqual(3);
    expect(fund.json.data.list.every((n) => n.fundCode === '000288')).toBe(true);
    expect((await call('POST', '/api/content/notice/list', { group: 'misc' })).json.code).toBe('1001');
    expect((await call('POST', '/api/content/notice/list', { fundCode: '12' })).json.code).toBe('1001');
  });

  it('answers a notice with its fund name and attachment links', async () => {
    const list = await call<NoticeListResponse>('POST', '/api/content/notice/list', { group: 'issue', pageNum: 1, pageSize: 50 });
    const prospectus = list.json.data.list.find((n) => n.title.includes('招募说明书（更新）'));
    expect(prospectus?.attachmentCount).toBe(2);
    const { json } = await call<NoticeDetail>('GET', `/api/content/notice/detail/${prospectus?.noticeId}`);
    expect(json.data.fundName).toMatch(/^沣泽/u);
    expect(json.data.attachments).toEqual([
      { name: `${json.data.title}.pdf`, url: `/resources/notice/${prospectus?.noticeId}/1.pdf` },
      { name: expect.stringContaining('基金产品资料概要'), url: `/resources/notice/${prospectus?.noticeId}/2.pdf` },
    ]);
    expect((await call('GET', '/api/content/notice/detail/4242')).json).toEqual({
      code: '1405',
      msg: '公告不存在',
      requestId: expect.any(String),
    });
  });
});

describe('adverts and awards', () => {
  it('answers the active home banners in order plus the banner video', async () => {
    const { json } = await call<AdvertListResponse>('GET', '/api/content/advert/list/1');
    expect(json.data.list.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(json.data.bannerVideo).toMatchObject({
      videoUrl: '/resources/media/videos/video-10.mp4',
      poster: '/resources/media/videos/video-10.svg',
    });
    const empty = await call<AdvertListResponse>('GET', '/api/content/advert/list/9');
    expect(empty.json.data).toEqual({ list: [], bannerVideo: null });
  });

  it('answers the award wall, newest year first', async () => {
    const { json } = await call<{ list: { year: number; image: string }[] }>('GET', '/api/content/award-wall/list');
    expect(json.data.list).toHaveLength(8);
    expect(json.data.list[0]?.year).toBe(2025);
    expect(json.data.list.at(-1)?.year).toBe(2023);
  });
});

describe('service centre', () => {
  it('has a non-empty list for every child page, sorted by serviceTime descending', async () => {
    for (const serviceType of Object.keys(SERVICE_TYPES)) {
      const { json } = await call<{ list: ServiceItem[]; total: number }>('POST', '/api/content/service-center/list', {
        serviceType,
        pageParam: { pageNum: 1, pageSize: 999 },
      });
      expect(json.data.list.length, serviceType).toBeGreaterThan(0);
      const times = json.data.list.map((i) => i.serviceTime);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });

  it('defaults to page 1 of 999 and links data-download forms as PDFs', async () => {
    const { json } = await call<{ list: ServiceItem[]; total: number }>('POST', '/api/content/service-center/list', {
      serviceType: 'data_download',
    });
    expect(json.data.total).toBe(json.data.list.length);
    expect(json.data.list.flatMap((i) => i.attachments.map((a) => a.url))).toContain('/resources/forms/account_open_personal.pdf');
    const faq = await call<{ total: number }>('POST', '/api/content/service-center/list', { serviceType: 'common_question' });
    expect(faq.json.data.total).toBeGreaterThanOrEqual(20);
  });

  it('validates the service type and page size', async () => {
    expect((await call('POST', '/api/content/service-center/list', { serviceType: 'nope' })).json).toMatchObject({ code: '1001' });
    expect((await call('POST', '/api/content/service-center/list', {})).json.code).toBe('1001');
    const big = await call('POST', '/api/content/service-center/list', {
      serviceType: 'trade_rule',
      pageParam: { pageNum: 1, pageSize: 1000 },
    });
    expect(big.json.code).toBe('1001');
  });

  it('answers one entry and 1405 for an unknown id', async () => {
    const { json } = await call<ServiceItem>('GET', '/api/content/service-center/detail/1');
    expect(json.data.serviceType).toBe('data_download');
    expect((await call('GET', '/api/content/service-center/detail/5000')).json).toEqual({
      code: '1405',
      msg: '服务内容不存在',
      requestId: expect.any(String),
    });
  });
});

describe('jobs, agencies, company pages', () => {
  it('lists jobs with paging', async () => {
    const { json } = await call<{ list: { title: string; duties: string[] }[]; total: number }>('POST', '/api/content/job/list', {
      pageNum: 1,
      pageSize: 5,
    });
    expect(json.data.total).toBe(7);
    expect(json.data.list).toHaveLength(5);
    expect(json.data.list[0]?.duties.length).toBeGreaterThan(0);
  });

  it('lists agencies, filtered by kind', async () => {
    const all = await call<{ total: number }>('POST', '/api/content/agency/list', {});
    expect(all.json.data.total).toBe(20);
    const direct = await call<{ list: { kind: string }[]; total: number }>('POST', '/api/content/agency/list', { kind: 'direct' });
    expect(direct.json.data.total).toBe(2);
    expect((await call('POST', '/api/content/agency/list', { kind: 'broker' })).json.code).toBe('1001');
  });

  it('answers the agencies of a fund: direct channels and the agencies that list it', async () => {
    const { json } = await call<{ fundCode: string; list: { kind: string; fundCodes: string[] }[] }>(
      'GET',
      '/api/content/agency/by-fund',
      undefined,
      { fundCode: '000512' },
    );
    expect(json.data.list.filter((a) => a.kind === 'direct')).toHaveLength(2);
    const consignment = json.data.list.filter((a) => a.kind === 'consignment');
    expect(consignment.length).toBeGreaterThan(5);
    expect(consignment.every((a) => a.fundCodes.includes('000512'))).toBe(true);
    expect((await call('GET', '/api/content/agency/by-fund', undefined, { fundCode: '999999' })).json).toEqual({
      code: '1405',
      msg: '基金999999不存在',
      requestId: expect.any(String),
    });
    expect((await call('GET', '/api/content/agency/by-fund')).json.code).toBe('1001');
  });

  it('answers about us with profile, shareholders, history and contact', async () => {
    const { json } = await call<AboutUsResponse>('GET', '/api/content/about-us');
    expect(json.data.profile.contentHtml).toContain('沣泽基金管理有限公司');
    expect(json.data.shareholders.list.map((s) => s.ratio)).toEqual(['51.00', '24.00', '15.00', '10.00']);
    expect(json.data.history.milestones[0]?.year).toBe(2012);
    expect(json.data.history.milestones.at(-1)?.year).toBe(2026);
    expect(json.data.contact).toMatchObject({
      hotline: '4009217000',
      hotlineDisplay: '400-921-7000',
      phone: '021-8036-3999',
      fax: '021-8036-3939',
    });
  });

  it('answers every footer page and 1405 for an unknown one', async () => {
    for (const key of FOOTER_PAGE_KEYS) {
      const { json } = await call<{ key: string; title: string; contentHtml: string }>('GET', `/api/content/footer/${key}`);
      expect(json.data.key).toBe(key);
      expect(json.data.contentHtml.length, key).toBeGreaterThan(200);
    }
    expect((await call('GET', '/api/content/footer/about')).json).toEqual({
      code: '1405',
      msg: '页面不存在',
      requestId: expect.any(String),
    });
  });
});

describe('static data', () => {
  it('answers the area tree with the §3 field names', async () => {
    const { json } = await call<{
      list: { provincecode: string; provincename: string; cities: { cityno: string; counties: { countyname: string }[] }[] }[];
    }>('GET', '/api/content/static/area.json');
    expect(json.data.list.length).toBeGreaterThanOrEqual(31);
    const shanghai = json.data.list.find((p) => p.provincename === '上海市');
    expect(shanghai?.provincecode).toBe('31');
    expect(shanghai?.cities[0]?.counties.map((c) => c.countyname)).toContain('浦东新区');
  });

  it('answers the bank BIN table', async () => {
    const { json } = await call<{ list: { bin: string; bankCode: string }[] }>('GET', '/api/content/static/bank-bin.json');
    expect(json.data.list.find((b) => b.bin === '622848')?.bankCode).toBe('003');
  });
});

describe('content seed', () => {
  it('is idempotent: a second run changes no row', async () => {
    const snapshot = () =>
      t.database.query<{ n: string }>(
        "select md5(string_agg(t::text, '|' order by t::text)) as n from (select id::text || title || content_html as t from article union all select id::text || title || state from notice union all select notice_id::text || seq::text || name from notice_attachment union all select id::text || title from service_page) s",
      );
    const before = await snapshot();
    await runSeeds({ database: t.database, fieldCipher: createFieldCipher(Buffer.alloc(32, 7)), modules: [contentSeed] });
    expect(await snapshot()).toEqual(before);
    const [count] = await t.database.query<{ n: number }>('select count(*)::int as n from notice');
    expect(count?.n).toBe(82);
  });
});
