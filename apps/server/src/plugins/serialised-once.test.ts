import { aggregationResponse, fundListResponse, shareInfoResponse, userInfo } from '@fund-direct/domain/contracts';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { createTestApp, signedInject, type TestApp } from '../../test/support/test-app.ts';
import { signIn } from '../../test/modules/trading/trading.test-support.ts';
import { ok, okEnvelope, okEnvelopeSerialisedOnce } from './envelope.ts';
import { zodSerializerCompiler } from './zod-validation.ts';

// The hot read paths are serialised by fast-json-stringify compiled from their contract instead of zod parse +
// JSON.stringify: the same bytes, and an answer that breaks the contract's shape still never goes out.
const BROKEN = z.object({ amount: z.number(), name: z.string(), nested: z.object({ code: z.string() }) });

async function brokenRoutes(api: FastifyInstance): Promise<void> {
  const response = { 200: okEnvelopeSerialisedOnce(BROKEN) };
  const reply = (data: unknown) => ok(data) as never;
  api.get('/test/serialised/missing', { schema: { response } }, async () => reply({ name: '甲', nested: { code: '1' } }));
  api.get('/test/serialised/wrong-type', { schema: { response } }, async () => reply({ amount: 'abc', name: '甲', nested: { code: '1' } }));
  api.get('/test/serialised/extra', { schema: { response } }, async () =>
    reply({ amount: 1.5, name: '甲', secret: '不应发出', nested: { code: '1', password: 'x' } }),
  );
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ apiPlugins: [brokenRoutes] });
  token = await signIn(t.app);
}, 400_000);

afterAll(async () => {
  await t.close();
});

const serialise = (schema: ZodType, data: unknown) => zodSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' })(data);
const legacy = (schema: ZodType, data: unknown) => JSON.stringify(schema.parse(data));

describe('serialised once on the hot read paths', () => {
  const hot: [string, 'GET' | 'POST', Record<string, string>, ZodType][] = [
    ['/api/content/fund/list', 'POST', {}, fundListResponse],
    ['/api/account/user-info', 'GET', {}, userInfo],
    ['/api/query/share-info', 'GET', { firstflag: '0' }, shareInfoResponse],
    ['/api/query/share-info', 'GET', { firstflag: '1' }, shareInfoResponse],
    ['/api/query/aggregation', 'POST', {}, aggregationResponse],
  ];
  for (const [url, method, params, contract] of hot) {
    it(`${url} ${JSON.stringify(params)} answers the bytes zod parse + JSON.stringify gave, undeclared fields dropped alike`, async () => {
      const response = await signedInject(t.app, { method, url, token, ...(method === 'POST' ? { body: params } : { query: params }) });
      expect(response.statusCode).toBe(200);
      const envelope = okEnvelope(contract);
      expect(response.body).toBe(legacy(envelope, JSON.parse(response.body)));
      const data = JSON.parse(response.body) as { data: Record<string, unknown> };
      const withExtra = { ...data, data: { ...data.data, undeclared: '内部字段' }, trace: 1 };
      expect(serialise(okEnvelopeSerialisedOnce(contract), withExtra)).toBe(legacy(envelope, withExtra));
      expect(serialise(okEnvelopeSerialisedOnce(contract), withExtra)).toBe(response.body);
    });
  }

  it('answers a visitor the fund list without isCollect, in the same bytes as the contract writes', async () => {
    const response = await signedInject(t.app, { method: 'POST', url: '/api/content/fund/list', body: { pageSize: 100 } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('isCollect');
    expect(JSON.parse(response.body).data.list.length).toBeGreaterThan(10);
    expect(response.body).toBe(legacy(okEnvelope(fundListResponse), JSON.parse(response.body)));
  });

  it('compresses the fund list put together from bytes, as JSON, to the same bytes', async () => {
    const request = { method: 'POST' as const, url: '/api/content/fund/list', body: { pageSize: 100 } };
    const plain = await signedInject(t.app, request);
    const compressed = await signedInject(t.app, { ...request, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers 500 when a required field is missing or a number is not one, and drops undeclared fields', async () => {
    for (const path of ['missing', 'wrong-type']) {
      const response = await signedInject(t.app, { method: 'GET', url: `/api/test/serialised/${path}` });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('甲');
    }
    const extra = await signedInject(t.app, { method: 'GET', url: '/api/test/serialised/extra' });
    expect(extra.statusCode).toBe(200);
    expect(JSON.parse(extra.body)).toEqual({ code: '0000', msg: '成功', data: { amount: 1.5, name: '甲', nested: { code: '1' } } });
  });
});
