import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../test/support/test-app.ts';
import { ok } from './envelope.ts';
import { createAccountLimiter } from './rate-limit.ts';

const loginBody = z.object({ mobile: z.string() });

const accountRoutes: FastifyPluginAsync = async (api) => {
  const limiter = createAccountLimiter(api, {
    name: 'test-login',
    max: 2,
    timeWindowMs: 60_000,
    key: (request) => loginBody.safeParse(request.body).data?.mobile,
  });
  api.post('/test/login', { schema: { body: loginBody }, preHandler: limiter.preHandler }, async (request) => ok(request.body));
};

// With REDIS_URL set the limits run on Redis; random addresses and mobiles keep runs sharing that Redis apart.
const redisUrl = process.env.REDIS_URL || undefined;
const randomOctet = () => 1 + Math.floor(Math.random() * 250);
const randomAddress = () => `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
const randomMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('global per-IP limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { max: 3, windowMs: 60_000 }, redisUrl } });
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED once an address is over the limit', async () => {
    const health = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/health', remoteAddress });
    const address = randomAddress();
    for (let i = 0; i < 3; i += 1) expect((await health(address)).statusCode).toBe(200);
    const res = await health(address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: '1429', msg: '操作过于频繁，请稍后再试', requestId: expect.any(String) });
    expect(res.headers['retry-after']).toBeDefined();
    let other = randomAddress();
    while (other === address) other = randomAddress();
    expect((await health(other)).statusCode).toBe(200);
  });
});

describe('per-account limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiPlugins: [accountRoutes], config: { redisUrl } });
  });
  afterAll(() => t.close());

  it('limits one account without touching another', async () => {
    const first = randomMobile();
    const second = `${first.slice(0, -1)}${(Number(first.at(-1)) + 1) % 10}`;
    const login = (m: string) => signedInject(t.app, { method: 'POST', url: '/api/test/login', body: { mobile: m } });
    expect((await login(first)).statusCode).toBe(200);
    expect((await login(first)).statusCode).toBe(200);
    const blocked = await login(first);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('1429');
    expect((await login(second)).statusCode).toBe(200);
  });
});
