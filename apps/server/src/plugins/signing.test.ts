import { COMMON_PARAMS, sha256Hex, SIGN_HEADERS, SIGNATURE_MAX_AGE_MS, signRequest } from '@fund-direct/domain/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../test/support/test-app.ts';
import { testRoutes } from '../../test/support/test-routes.ts';
import { JSON_TOO_DEEP_MSG, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body.ts';
import { nativeSha256Hex } from './signing.ts';

const NOW = new Date('2025-03-03T06:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiPlugins: [testRoutes], now: () => NOW });
});
afterAll(() => t.close());

describe('request signing (§7/§9)', () => {
  it('verifies with the native SHA-256, which digests exactly as the browser does', () => {
    for (const message of ['', 'abc', 'POST /content/search\nkeyWord=长城&timestamp=1', '债'.repeat(200), 'x'.repeat(55), 'x'.repeat(64)]) {
      expect(nativeSha256Hex(message)).toBe(sha256Hex(message));
    }
    expect(nativeSha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('accepts a correctly signed GET and POST', async () => {
    const get = await signedInject(t.app, { method: 'GET', url: '/api/test/query', query: { pageNum: '3' } });
    expect(get.json().code).toBe('0000');
    const post = await signedInject(t.app, { method: 'POST', url: '/api/test/echo', body: { mobile: '13800000001' } });
    expect(post.json()).toEqual({ code: '0000', msg: '成功', data: { mobile: '13800000001' } });
  });

  it('names the missing common parameter', async () => {
    const res = await signedInject(t.app, { method: 'GET', url: '/api/system/date', headers: { [SIGN_HEADERS.channel]: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('1002');
    expect(res.json().msg).toContain('x-channel');
    expect(res.json().msg).not.toContain('x-version');
  });

  it('refuses a signature that does not match the parameters', async () => {
    const res = await signedInject(t.app, { method: 'GET', url: '/api/system/date', headers: { [SIGN_HEADERS.sign]: 'ABCDEF' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('1003');
  });

  it('refuses a body changed after signing', async () => {
    const timestamp = String(NOW.getTime());
    const sign = signRequest({ method: 'POST', path: '/test/echo', params: { mobile: '13800000001' }, timestamp });
    const headers = {
      [SIGN_HEADERS.channel]: COMMON_PARAMS.channel,
      [SIGN_HEADERS.version]: COMMON_PARAMS.version,
      [SIGN_HEADERS.timestamp]: timestamp,
      [SIGN_HEADERS.sign]: sign,
    };
    const original = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { mobile: '13800000001' } });
    expect(original.json().code).toBe('0000');
    const tampered = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { mobile: '13800000002' } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('1003');
  });

  it('refuses a stale or future timestamp', async () => {
    for (const offset of [-(SIGNATURE_MAX_AGE_MS + 1000), SIGNATURE_MAX_AGE_MS + 1000]) {
      const res = await signedInject(t.app, { method: 'GET', url: '/api/system/date', timestamp: NOW.getTime() + offset });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('1004');
    }
    const inWindow = await signedInject(t.app, { method: 'GET', url: '/api/system/date', timestamp: NOW.getTime() - 60_000 });
    expect(inWindow.json().code).toBe('0000');
  });

  it('exempts health and the public key', async () => {
    for (const url of ['/api/health', '/api/security/public-key']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json().code).toBe('0000');
    }
  });
});

describe('deeply nested JSON bodies', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('answers 400/1001 with a Chinese message, not 500, for a body nested 5,000 levels deep', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', [SIGN_HEADERS.sign]: 'ABCDEF' },
      payload: nested(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '1001', msg: JSON_TOO_DEEP_MSG, requestId: expect.any(String) });
  });

  it('still parses a body nested up to the limit, so its signature is checked as usual', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json; charset=utf-8', [SIGN_HEADERS.sign]: 'ABCDEF' },
      payload: nested(MAX_JSON_DEPTH),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('1002');
  });
});

describe('jsonNestsDeeperThan', () => {
  it('counts brackets and braces outside strings only', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":"[[[[{{{{\\"[[[["}', 1)).toBe(false);
  });
});
