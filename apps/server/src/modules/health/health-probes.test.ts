import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('the load balancer probes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers live and ready without a signature while serving', async () => {
    const live = await test.app.inject({ method: 'GET', url: '/api/health/live' });
    const ready = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([live.statusCode, live.json().data]).toEqual([200, { status: 'live' }]);
    expect([ready.statusCode, ready.json().data]).toEqual([200, { status: 'ready' }]);
  });

  it('stays live but stops being ready while draining, so the balancer sends no new requests', async () => {
    test.app.lifecycle.draining = true;
    try {
      const ready = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: '1503', msg: '服务暂不可用：服务正在停止' });
      expect((await test.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      test.app.lifecycle.draining = false;
    }
  });
});
