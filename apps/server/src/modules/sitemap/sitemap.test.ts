import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { locs, schemaErrors } from '../../../test/modules/sitemap/sitemap-schema.ts';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { zodValidatorCompiler } from '../../plugins/zod-validation.ts';
import { contentChanged } from '../content/content-publishing.public.ts';
import { sitemapRoutes } from './sitemap.routes.ts';

const ORIGIN = 'https://www.fengzefund.com';
// A movable clock: the seeded content is dated up to 2026-11-20.
let clock = new Date('2026-11-21T10:00:00+08:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { siteOrigin: ORIGIN } });
});
afterAll(async () => {
  await t.close();
});

async function sitemap(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response.body;
}

async function ids(query: string): Promise<string[]> {
  return (await t.database.query<{ id: string }>(query)).map((row) => String(row.id));
}

async function insertArticle(title: string, publishState: string, publishedAt: Date, contentType = 'other'): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `insert into article (column_id, title, content_html, content_type, publish_state, published_at)
     values ((select min(id) from content_column), '${title}', '<p>x</p>', '${contentType}', '${publishState}',
             '${publishedAt.toISOString()}') returning id`,
  );
  await contentChanged(t.database, 'article');
  return row?.id ?? 0;
}

async function insertNotice(title: string, publishState: string, publishedAt: Date): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `insert into notice (group_key, title, content_html, publish_state, published_at)
     values ('company', '${title}', '<p>x</p>', '${publishState}', '${publishedAt.toISOString()}') returning id`,
  );
  await contentChanged(t.database, 'notice');
  return row?.id ?? 0;
}

describe('GET /sitemap.xml', () => {
  it('is a valid sitemaps.org 0.9 urlset with absolute, escaped addresses', async () => {
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(await schemaErrors(xml, 'urlset')).toEqual([]);
    expect(locs(xml).every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    // No raw & anywhere: every one starts an entity.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists the public pages and every listed fund, manager, live article, video and notice of the seeded database', async () => {
    const listed = new Set(locs(await sitemap()));
    const expected = [
      '/home',
      '/fund',
      '/enterhy',
      '/viewpoint',
      '/msg_publish',
      '/customer_service',
      '/services/data_download',
      '/services/common_question',
      '/footer/contact_us',
      '/footer/rights',
      ...(await ids(`select code as id from fund where state = '1'`)).map((code) => `/fund_detail?fundCode=${code}`),
      ...(await ids(`select man_id as id from manager`)).map((id) => `/fund_manager?manId=${id}`),
      ...(await ids(`select id from article where content_type <> 'video' and publish_state = 'published' and published_at <= now()`)).map(
        (id) => `/viewpoint/viewpoint_article?id=${id}`,
      ),
      ...(await ids(`select id from article where content_type = 'video' and publish_state = 'published' and published_at <= now()`)).map(
        (id) => `/viewpoint/viewpoint_video?id=${id}`,
      ),
      ...(await ids(`select id from notice where state in ('0', '1') and publish_state = 'published' and published_at <= now()`)).map(
        (id) => `/msg_publish/detail?id=${id}`,
      ),
    ];
    for (const path of expected) expect(listed, path).toContain(`${ORIGIN}${path}`);
    // Something of each kind is seeded, so the checks above are not vacuous.
    for (const prefix of [
      '/fund_detail?',
      '/fund_manager?',
      '/viewpoint/viewpoint_article?',
      '/viewpoint/viewpoint_video?',
      '/msg_publish/detail?',
    ]) {
      expect(
        [...listed].some((loc) => loc.startsWith(`${ORIGIN}${prefix}`)),
        prefix,
      ).toBe(true);
    }
    const hidden = await ids(`select code as id from fund where state <> '1'`);
    for (const code of hidden) expect(listed).not.toContain(`${ORIGIN}/fund_detail?fundCode=${code}`);
    for (const path of ['/login', '/auth/register', '/auth/openaccount', '/assets/my_assets'])
      expect(listed).not.toContain(`${ORIGIN}${path}`);
  });

  it('dates a fund by its latest NAV and an article by its publish time', async () => {
    const [fund] = await t.database.query<{ code: string; navDate: string }>(
      `select f.code, max(n.nav_date)::text as "navDate" from fund f join nav n on n.fund_code = f.code
       where f.state = '1' group by f.code order by f.code limit 1`,
    );
    const xml = await sitemap();
    expect(xml).toContain(`<url><loc>${ORIGIN}/fund_detail?fundCode=${fund?.code}</loc><lastmod>${fund?.navDate}</lastmod></url>`);
    const published = new Date('2026-11-01T02:03:04Z');
    const id = await insertArticle('站点地图日期', 'published', published);
    expect(await sitemap()).toContain(
      `<url><loc>${ORIGIN}/viewpoint/viewpoint_article?id=${id}</loc><lastmod>${published.toISOString()}</lastmod></url>`,
    );
  });

  it('leaves out drafts, unpublished and scheduled content until its time comes', async () => {
    const past = new Date('2026-11-01T00:00:00Z');
    const draft = await insertArticle('站点地图草稿', 'draft', past);
    const gone = await insertArticle('站点地图下线', 'unpublished', past, 'video');
    const draftNotice = await insertNotice('站点地图草稿公告', 'draft', past);
    const later = new Date(clock.getTime() + 60 * 60_000);
    const scheduled = await insertArticle('站点地图定时', 'published', later);
    const scheduledNotice = await insertNotice('站点地图定时公告', 'published', later);

    const before = locs(await sitemap());
    for (const path of [
      `/viewpoint/viewpoint_article?id=${draft}`,
      `/viewpoint/viewpoint_video?id=${gone}`,
      `/msg_publish/detail?id=${draftNotice}`,
      `/viewpoint/viewpoint_article?id=${scheduled}`,
      `/msg_publish/detail?id=${scheduledNotice}`,
    ]) {
      expect(before).not.toContain(`${ORIGIN}${path}`);
    }

    // The kept answer is not served past the scheduled time, though nothing was changed in the console.
    clock = new Date(later.getTime() + 1000);
    const after = locs(await sitemap());
    expect(after).toContain(`${ORIGIN}/viewpoint/viewpoint_article?id=${scheduled}`);
    expect(after).toContain(`${ORIGIN}/msg_publish/detail?id=${scheduledNotice}`);
    expect(after).not.toContain(`${ORIGIN}/viewpoint/viewpoint_article?id=${draft}`);
  });

  it('shows a console change at once (the kept answer is dropped on contentChanged)', async () => {
    const first = await sitemap();
    const id = await insertArticle('站点地图新文章', 'published', new Date(clock.getTime() - 60_000));
    const second = await sitemap();
    expect(locs(first)).not.toContain(`${ORIGIN}/viewpoint/viewpoint_article?id=${id}`);
    expect(locs(second)).toContain(`${ORIGIN}/viewpoint/viewpoint_article?id=${id}`);
  });
});

describe('the sitemap index beyond the protocol limit', () => {
  // The routes alone on the test app's database, with a limit of 10 URLs a file.
  async function smallLimitSite() {
    const site = Fastify();
    site.setValidatorCompiler(zodValidatorCompiler);
    registerErrorHandler(site);
    site.decorate('db', t.database.db);
    site.decorate('now', () => clock);
    site.decorate('config', t.config);
    await site.register(sitemapRoutes, { limits: { maxUrls: 10, maxBytes: 50 * 1024 * 1024 } });
    return site;
  }

  it('turns /sitemap.xml into an index of valid numbered sitemaps holding every URL once', async () => {
    const everything = locs(await sitemap());
    const site = await smallLimitSite();
    try {
      const index = (await site.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(index).toContain('<sitemapindex');
      expect(await schemaErrors(index, 'index')).toEqual([]);
      const parts = locs(index);
      expect(parts).toHaveLength(Math.ceil(everything.length / 10));
      expect(parts[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
      const inParts: string[] = [];
      for (const part of parts) {
        const response = await site.inject({ method: 'GET', url: new URL(part).pathname });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(await schemaErrors(response.body, 'urlset')).toEqual([]);
        const urls = locs(response.body);
        expect(urls.length).toBeLessThanOrEqual(10);
        inParts.push(...urls);
      }
      expect(inParts).toEqual(everything);

      const beyond = await site.inject({ method: 'GET', url: `/sitemap-${parts.length + 1}.xml` });
      expect(beyond.statusCode).toBe(404);
      const malformed = await site.inject({ method: 'GET', url: '/sitemap-x.xml' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ msg: expect.stringContaining('站点地图页码') });
    } finally {
      await site.close();
    }
  });

  it('answers 404 for a numbered sitemap while everything fits in one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '1405' });
  });
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/assets/my_assets', '/account/', '/trade/', '/auth/openaccount', '/api/', '/ops/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The built scripts and styles under /assets/ stay readable for rendering.
    expect(lines).not.toContain('Disallow: /assets/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
