// Server rendering over plain HTTP (no browser): each public page family answers HTML with its content, the right
// status codes, a per-response CSP nonce on every inline script, and a page cache that a data change empties.
// It needs the built web app (global-setup builds it), hence the e2e project. Pages render on a render worker here
// (SSR_WORKERS); ssr.e2e.ts renders them on the server's thread.
import path from 'node:path';
import { FOOTER_PAGE_KEYS, SERVICE_TYPES } from '@fund-direct/domain/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../apps/server/test/support/test-app.ts';
import { importNavEntries } from '../apps/server/src/modules/fund/nav-import.service.ts';
import { contentChanged } from '../apps/server/src/modules/content/content-changed.ts';
import { pageRenderDuration } from '../apps/server/src/plugins/metrics-registry.ts';
import { REPO_ROOT } from './support/web-build.ts';

const HTML = { accept: 'text/html,application/xhtml+xml' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { webRoot: path.join(REPO_ROOT, 'apps/web/dist'), siteOrigin: 'https://www.example.cn', renderWorkers: 1 },
  });
  // The first render loads the renderer and its page chunks: done here, under the hook's longer time limit.
  await t.app.inject({ method: 'GET', url: '/fund?warmup=1', headers: HTML });
}, 300_000);
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: HTML });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}

// The markup React rendered into #root (not the shell of index.html).
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start === -1 ? '' : html.slice(start);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = await t.database.query<T>(statement);
  if (!row) throw new Error('the seed has no such row');
  return row;
}

async function workerRenders(): Promise<number> {
  const metric = await pageRenderDuration.get();
  return metric.values.find((v) => v.metricName?.endsWith('_count') && v.labels.thread === 'worker')?.value ?? 0;
}

describe('server-rendered public pages', () => {
  it('renders a page missing from the cache on a render worker', async () => {
    const before = await workerRenders();
    const { status, headers } = await get('/enterhy?worker=1');
    expect(status).toBe(200);
    expect(headers['server-timing']).toContain('cache;desc=miss');
    expect(await workerRenders()).toBe(before + 1);
  });

  it('renders the fund list with fund names and their NAVs', async () => {
    const { status, html } = await get('/fund');
    expect(status).toBe(200);
    const funds = await t.database.query<{ name: string; unit: string }>(
      sql`select f.name, n.unit_nav::text as unit from fund f
          join lateral (select unit_nav from nav where fund_code = f.code and unit_nav is not null order by nav_date desc limit 1) n on true`,
    );
    const shown = funds.filter((fund) => rootOf(html).includes(fund.name));
    expect(shown.length).toBeGreaterThan(3);
    for (const fund of shown) expect(rootOf(html)).toContain(fund.unit);
  });

  it('renders a fund detail with its name and latest NAV, and its title and description in <head>', async () => {
    const fund = await one<{ code: string; name: string; unit: string }>(
      sql`select f.code, f.name, n.unit_nav::text as unit from fund f join nav n on n.fund_code = f.code
          where n.unit_nav is not null order by n.nav_date desc, f.code limit 1`,
    );
    const { status, html } = await get(`/fund_detail?fundCode=${fund.code}`);
    expect(status).toBe(200);
    // Complete, though the page's lazy parts load with this first render: no boundary left to the browser.
    expect(rootOf(html)).not.toContain('<!--$!-->');
    expect(rootOf(html)).toContain(fund.name);
    expect(rootOf(html)).toContain(fund.unit);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<link rel="canonical" href="https://www.example.cn/fund_detail');
    // Laid out before any script runs: the theme's spacing and colours are in the head, not only set by main.tsx.
    const rootRule = /<style>:root\{([^}]*)\}<\/style>/.exec(head)?.[1] ?? '';
    expect(rootRule).toContain('--fd-space-md:16px');
    expect(rootRule).toContain('--fd-primary:#1D4E89');
  });

  it("renders a manager's name and profile", async () => {
    const manager = await one<{ manId: string; name: string; biography: string }>(
      sql`select man_id as "manId", name, biography from manager order by man_id limit 1`,
    );
    const { status, html } = await get(`/fund_manager?manId=${manager.manId}`);
    expect(status).toBe(200);
    expect(rootOf(html)).toContain(manager.name);
    expect(textOf(rootOf(html))).toContain(manager.biography.slice(0, 20));
  });

  it("renders an article's text and a notice's title", async () => {
    const article = await one<{ id: number; title: string; content: string }>(
      sql`select id, title, content_html as content from article
          where publish_state = 'published' and state = '1' and content_type <> 'video' and content_html <> '' order by id limit 1`,
    );
    const page = await get(`/viewpoint/viewpoint_article?id=${article.id}`);
    expect(page.status).toBe(200);
    expect(rootOf(page.html)).toContain(article.title);
    expect(textOf(rootOf(page.html))).toContain(textOf(article.content).slice(0, 16));

    const notice = await one<{ id: number; title: string }>(
      sql`select id, title from notice where publish_state = 'published' and state = '1' order by published_at desc, id desc limit 1`,
    );
    const detail = await get(`/msg_publish/detail?id=${notice.id}`);
    expect(detail.status).toBe(200);
    expect(rootOf(detail.html)).toContain(notice.title);
  });

  it('renders the other public families and the empty login and register forms', async () => {
    for (const url of ['/home', '/enterhy', '/viewpoint', '/msg_publish', '/customer_service', '/login', '/auth/register']) {
      const { status, html } = await get(url);
      expect(status, url).toBe(200);
      expect(rootOf(html), url).toContain('fd-header');
      expect(rootOf(html), url).not.toContain('<!--$!-->');
      expect(html, url).toContain('window.__staticRouterHydrationData');
    }
    expect(rootOf((await get('/login')).html)).toContain('<form');
  });

  // A page that asks while rendering for data its loaders did not fetch is rendered a second time (entry-server.tsx):
  // every family's loaders prefetch all it shows, so each miss renders once.
  it('renders every public page family in one pass: its loaders fetch all it shows', async () => {
    const ids = await one<{ fund: string; manager: string; article: number; video: number; notice: number }>(
      sql`select (select code from fund order by code limit 1) as fund, (select man_id from manager order by man_id limit 1) as manager,
          (select id from article where publish_state = 'published' and state = '1' and content_type <> 'video' order by id limit 1) as article,
          (select id from article where publish_state = 'published' and state = '1' and content_type = 'video' order by id limit 1) as video,
          (select id from notice where publish_state = 'published' and state = '1' order by id limit 1) as notice`,
    );
    const pages = [
      '/home',
      '/fund',
      `/fund_detail?fundCode=${ids.fund}`,
      `/fund_manager?manId=${ids.manager}`,
      '/enterhy',
      '/viewpoint',
      '/viewpoint?page=2',
      `/viewpoint/viewpoint_article?id=${ids.article}`,
      '/viewpoint/viewpoint_video',
      `/viewpoint/viewpoint_video?id=${ids.video}`,
      '/msg_publish',
      '/msg_publish?group=regular&page=2',
      `/msg_publish/detail?id=${ids.notice}`,
      '/customer_service',
      ...Object.keys(SERVICE_TYPES).map((type) => `/services/${type}`),
      '/services/notice_publicity?id=1',
      ...FOOTER_PAGE_KEYS.map((key) => `/footer/${key}`),
      '/login',
      '/auth/register',
      '/no-such-page',
    ];
    for (const url of pages) {
      const { headers } = await get(`${url}${url.includes('?') ? '&' : '?'}rounds=1`);
      expect(String(headers['server-timing']), url).toContain('rounds;desc=1');
    }
  });

  it('answers 404 with the not-found pages and redirects / and /services to /home', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.status, 'unknown path').toBe(404);
    expect(rootOf(unknown.html)).toContain('页面不存在');
    const missingFund = await get('/fund_detail?fundCode=999999');
    expect(missingFund.status, 'missing fund').toBe(404);
    expect(rootOf(missingFund.html)).toContain('未找到该基金');
    for (const url of ['/', '/services']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect([301, 302]).toContain(res.statusCode);
      expect(res.headers.location).toBe('/home');
    }
  });

  it('keeps client-only routes on the shell', async () => {
    const { status, html } = await get('/assets/my_assets');
    expect(status).toBe(200);
    expect(html).not.toContain('__staticRouterHydrationData');
  });

  it('puts the response nonce of the CSP on every inline script, a new one each response', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { html, headers } = await get('/fund');
      const csp = String(headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce).toBeTruthy();
      nonces.push(String(nonce));
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      const inline = scripts.filter((attributes) => !/\bsrc=/.test(attributes));
      expect(inline.length).toBeGreaterThanOrEqual(2);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      // Every script ends where it should: no content closes one early.
      expect(html.match(/<script\b/g)?.length).toBe(html.match(/<\/script>/g)?.length);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('serves a page from the cache until a new NAV is published, then renders it again with the NAV', async () => {
    const fund = await one<{ code: string; date: string; unit: string; acc: string }>(
      sql`select n.fund_code as code, n.nav_date::text as date, n.unit_nav::text as unit, n.acc_nav::text as acc
          from nav n join fund f on f.code = n.fund_code
          where n.unit_nav is not null and n.acc_nav is not null
          order by n.nav_date desc, n.fund_code limit 1`,
    );
    const url = `/fund_detail?fundCode=${fund.code}`;
    await get(url);
    const cached = await get(url);
    expect(cached.headers['server-timing']).toBe('cache;desc=hit');

    // The same day's NAV corrected upwards by a small step, as an import would.
    const unit = (Number(fund.unit) + 0.0123).toFixed(4);
    const acc = (Number(fund.acc) + 0.0123).toFixed(4);
    await importNavEntries(t.database.db, [{ fundCode: fund.code, date: fund.date, unitNav: unit, accNav: acc }]);
    const after = await get(url);
    expect(String(after.headers['server-timing'])).toContain('cache;desc=miss');
    expect(rootOf(after.html)).toContain(unit);
  });

  it('renders a notice again after its content changed', async () => {
    const notice = await one<{ id: number; title: string }>(
      sql`select id, title from notice where publish_state = 'published' and state = '1' order by id limit 1`,
    );
    const url = `/msg_publish/detail?id=${notice.id}`;
    expect(rootOf((await get(url)).html)).toContain(notice.title);
    const title = `${notice.title}（更正）`;
    await t.database.query(sql`update notice set title = ${title} where id = ${notice.id}`);
    await contentChanged(t.database, 'notice');
    expect(rootOf((await get(url)).html)).toContain(title);
  });
});
