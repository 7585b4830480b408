import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './db/migrate.ts';
import { createTestApp, signedInject, type TestApp } from '../test/support/test-app.ts';
import { testRoutes } from '../test/support/test-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiPlugins: [testRoutes], config: { bodyLimit: 2048 } });
});
afterAll(() => t.close());

describe('envelope and health', () => {
  it('answers health with the success envelope and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '0000', msg: '成功', data: { status: 'ok', db: 'ok' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the Shanghai system date', async () => {
    const res = await signedInject(t.app, { method: 'GET', url: '/api/system/date' });
    const body = res.json();
    expect(body.code).toBe('0000');
    expect(body.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(typeof body.data.timestamp).toBe('number');
  });

  it('answers 404 NOT_FOUND for unknown api routes of any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does/not/exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: '1404', msg: '请求的接口不存在', requestId: expect.any(String) });
    }
  });

  it("sends pages the site's strict CSP and document headers, and API answers the API set, never stored", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    for (const url of ['/api/health', '/api/does/not/exist']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('compresses large responses', async () => {
    const note = 'a'.repeat(1500);
    const res = await signedInject(t.app, {
      method: 'POST',
      url: '/api/test/echo',
      body: { mobile: '13800000001', note },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).data.note).toBe(note);
  });
});

describe('errors', () => {
  it('names the failing field of a zod body schema', async () => {
    const res = await signedInject(t.app, { method: 'POST', url: '/api/test/echo', body: { note: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('1001');
    expect(body.msg).toContain('手机号码');
  });

  it('names the failing querystring field and coerces valid input', async () => {
    const bad = await signedInject(t.app, { method: 'GET', url: '/api/test/query', query: { pageNum: '0' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('页码');
    const good = await signedInject(t.app, { method: 'GET', url: '/api/test/query', query: { pageNum: '2' } });
    expect(good.json()).toEqual({ code: '0000', msg: '成功', data: { pageNum: 2 } });
  });

  it('answers 400/1001 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '1001', msg: '请求体不是合法的 JSON', requestId: expect.any(String) });
  });

  it('answers 413/1006 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ note: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('1006');
  });

  it('answers 415/1007 for an unsupported media type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('1007');
  });

  it('hides the internals of unexpected errors', async () => {
    const res = await signedInject(t.app, { method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: '9999', msg: '系统繁忙，请稍后重试', requestId: expect.any(String) });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('db-internal-host');
  });
});

describe('response schemas', () => {
  it('send only the declared fields', async () => {
    const res = await signedInject(t.app, { method: 'GET', url: '/api/test/profile' });
    expect(res.json()).toEqual({ code: '0000', msg: '成功', data: { name: '张三' } });
  });

  it('let a business error envelope through with HTTP 200', async () => {
    const res = await signedInject(t.app, { method: 'GET', url: '/api/test/business-error' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '2001', msg: '该基金暂停申购', requestId: expect.any(String) });
  });
});

describe('migrations', () => {
  it('records applied migrations and applies nothing the second time', async () => {
    const again = await migrate(t.database);
    expect(again).toEqual({ applied: [], fresh: false });
    const rows = await t.database.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((row) => row.name)).toContain('0000_foundation.sql');
  });
});
