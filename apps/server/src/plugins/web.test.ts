import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

describe('built web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'fd-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), INDEX);
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("fund");');
    await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ config: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache and an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { ...HTML, 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('marks the page for a browser in 关怀模式, with its own ETag, and leaves it unmarked for others', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/my_assets', headers: HTML });
    const care = await t.app.inject({ method: 'GET', url: '/assets/my_assets', headers: { ...HTML, cookie: 'a=1; fd_care=1' } });
    expect(care.body).toBe(INDEX.replace('<html>', '<html data-care="on">'));
    expect(plain.body).toBe(INDEX);
    expect(care.headers.vary).toContain('Cookie');
    expect(care.headers.etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/my_assets',
      headers: { ...HTML, 'if-none-match': String(plain.headers.etag), cookie: 'fd_care=1' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('data-care="on"');
  });

  it('falls back to index.html for client routes (history API)', async () => {
    for (const url of ['/home', '/fund/detail/000001?tab=nav', '/myAssets/tradeRecord']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves client routes to plain clients that accept anything, but not to JSON-only clients', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/fund', headers: { accept: '*/*' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ method: 'GET', url: '/fund', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("fund");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for missing files, even to a browser', async () => {
    for (const url of ['/assets/missing-123.js', '/missing.png']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toBe(INDEX);
    }
  });

  it('serves the §2 assets pages (/assets/ without an extension) as client routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/my_fix', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('keeps unknown /api routes as API 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('1404');
  });
});

describe('built web app with route preloads', () => {
  const PRELOADS = {
    '/': { js: ['/assets/home-page-h1.js'], css: [] },
    '/fund': { js: ['/assets/fund-page-f1.js', '/assets/shared-s1.js'], css: ['/assets/fund-page-f1.css'] },
    '/fund_detail': { js: ['/assets/fund-detail-page-d1.js'], css: [] },
    '/footer/*': { js: ['/assets/footer-page-p1.js'], css: [] },
  };
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'fd-web-preload-'));
    await writeFile(path.join(webRoot, 'index.html'), INDEX);
    await writeFile(path.join(webRoot, 'route-preloads.json'), JSON.stringify(PRELOADS));
    t = await createTestApp({ config: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('preloads the chunks and CSS of the requested route in the head', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fund?fundType=1', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/fund-page-f1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-s1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/fund-page-f1.css">');
    expect(res.body).not.toContain('fund-detail-page');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('matches routes exactly, or below a /* entry, and leaves other routes alone', async () => {
    const detail = await t.app.inject({ method: 'GET', url: '/fund_detail?fundCode=000512', headers: HTML });
    expect(detail.body).toContain('/assets/fund-detail-page-d1.js');
    expect(detail.body).not.toContain('/assets/fund-page-f1.js');
    const footer = await t.app.inject({ method: 'GET', url: '/footer/aboutUs', headers: HTML });
    expect(footer.body).toContain('/assets/footer-page-p1.js');
    const other = await t.app.inject({ method: 'GET', url: '/fundX', headers: HTML });
    expect(other.body).toBe(INDEX);
  });

  it('gives / the preloads of the page it redirects to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/assets/home-page-h1.js');
  });

  it('keeps an ETag per route that answers 304 when unchanged', async () => {
    const fund = await t.app.inject({ method: 'GET', url: '/fund', headers: HTML });
    const detail = await t.app.inject({ method: 'GET', url: '/fund_detail', headers: HTML });
    expect(fund.headers.etag).toBeDefined();
    expect(fund.headers.etag).not.toBe(detail.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/fund', headers: { ...HTML, 'if-none-match': String(fund.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    const stale = await t.app.inject({ method: 'GET', url: '/fund', headers: { ...HTML, 'if-none-match': String(detail.headers.etag) } });
    expect(stale.statusCode).toBe(200);
  });
});

describe('web app not built', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'fd-web-empty-'));
    t = await createTestApp({ config: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('explains in Chinese how to build it', async () => {
    for (const url of ['/', '/home']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('前端页面尚未构建');
      expect(res.body).toContain('npm run build');
    }
  });
});
