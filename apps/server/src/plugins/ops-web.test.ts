import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { OPS_CSP } from './ops-web.ts';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const WEB_INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-web111.js"></script></head><body>customer</body></html>';
const OPS_INDEX =
  '<!doctype html><html><head><script type="module" src="/ops/assets/index-ops222.js"></script></head><body>console</body></html>';

describe('operations console under /ops/', () => {
  let t: TestApp;
  let webRoot: string;
  let opsWebRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'fd-web-'));
    opsWebRoot = await mkdtemp(path.join(tmpdir(), 'fd-ops-'));
    await mkdir(path.join(webRoot, 'assets'));
    await mkdir(path.join(opsWebRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), WEB_INDEX);
    await writeFile(path.join(webRoot, 'assets', 'index-web111.js'), 'console.log("web");');
    await writeFile(path.join(opsWebRoot, 'index.html'), OPS_INDEX);
    await writeFile(path.join(opsWebRoot, 'assets', 'index-ops222.js'), 'console.log("ops");');
    t = await createTestApp({ config: { webRoot, opsWebRoot }, seed: false });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
    await rm(opsWebRoot, { recursive: true, force: true });
  });

  it('serves the console index at /ops/ with its own CSP, revalidated every time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(OPS_INDEX);
    expect(res.headers['content-security-policy']).toBe(OPS_CSP);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/ops/', headers: { ...HTML, 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('has a CSP without eval, inline scripts or framing', () => {
    expect(OPS_CSP).toContain("script-src 'self'");
    expect(OPS_CSP).not.toContain('unsafe-eval');
    expect(OPS_CSP).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(OPS_CSP).toContain("frame-ancestors 'none'");
  });

  it('redirects /ops to /ops/, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops', headers: HTML });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/ops/');
    const withQuery = await t.app.inject({ method: 'GET', url: '/ops?expired=1', headers: HTML });
    expect(withQuery.headers.location).toBe('/ops/?expired=1');
  });

  it('falls back to the console index (never the customer one) for client routes under /ops/', async () => {
    for (const url of ['/ops/login', '/ops/some/route', '/ops/proposals?status=pending', '/ops/assets-report']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(OPS_INDEX);
      expect(res.headers['content-security-policy'], url).toBe(OPS_CSP);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed console assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/assets/index-ops222.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("ops");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing console file, even to a browser', async () => {
    for (const url of ['/ops/assets/x.js', '/ops/favicon.ico']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('console');
      expect(res.json().code).toBe('1404');
    }
  });

  it('does not serve console routes to JSON-only clients', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/dashboard', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
  });

  it('leaves the customer site as it was: its index, its CSP, its assets, its fallback', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/home', headers: HTML });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(WEB_INDEX);
    expect(home.headers['content-security-policy']).not.toBe(OPS_CSP);
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-web111.js' });
    expect(asset.body).toBe('console.log("web");');
    // The console's files are not reachable outside /ops/, nor the customer's inside it.
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-ops222.js', headers: HTML })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ops/assets/index-web111.js', headers: HTML })).statusCode).toBe(404);
    // A path that only starts like /ops is the customer site's.
    const opsLike = await t.app.inject({ method: 'GET', url: '/opsfoo', headers: HTML });
    expect(opsLike.body).toBe(WEB_INDEX);
  });

  it('shows the not-built page when the console has not been built', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'fd-ops-empty-'));
    const bare = await createTestApp({ config: { webRoot, opsWebRoot: empty }, seed: false });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/ops/', headers: HTML });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
