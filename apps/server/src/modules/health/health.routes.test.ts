import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { testConfig, testKeys } from '../../../test/support/test-app.ts';

describe('GET /api/health', () => {
  it('answers 503 SERVICE_UNAVAILABLE when the database does not answer', async () => {
    const down = {
      kind: 'pglite',
      ping: () => Promise.reject(new Error('connection refused')),
      query: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    } as unknown as DatabaseHandle;
    const app = await buildApp({ config: testConfig(), database: down, keys: await testKeys() });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: '1503', msg: '服务暂不可用，请稍后重试', requestId: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});
