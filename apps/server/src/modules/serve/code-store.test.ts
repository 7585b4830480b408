import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { migrate } from '../../db/migrate.ts';
import { createDbCodeStore } from './code-store.db.ts';
import { createRedisCodeStore } from './code-store.redis.ts';
import type { CodeStore, SendLimits } from './code-store.ts';

// The same behaviour from both stores: the database one and the Redis one (local Redis, random key prefix).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const t0 = new Date('2025-03-03T02:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const limits = (ip = 'ip-1'): SendLimits => ({ cooldownSeconds: 60, perDay: 3, dayStart: at(-3600), perIpHour: 4, ipHash: ip });

function storeContract(name: string, open: () => Promise<{ store: CodeStore; close: () => Promise<void> }>) {
  describe(`${name} code store`, () => {
    let store: CodeStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => close());

    it('keeps the newest code of a key until it expires, and uses it up once', async () => {
      const key = { kind: 'sms' as const, subject: '13800000001', purpose: 'login' };
      await store.issue(key, { codeHash: 'aa', ttlSeconds: 300 }, at(0));
      await store.issue(key, { codeHash: 'bb', ttlSeconds: 300 }, at(1));
      const live = await store.find(key, at(2));
      expect(live).toMatchObject({ codeHash: 'bb', tries: 0, payload: null });
      expect(await store.find({ ...key, purpose: 'reset' }, at(2))).toBeNull();
      expect(await store.find(key, at(302))).toBeNull();
      const [one, two] = await Promise.all([store.consume(key, live!.id, at(3)), store.consume(key, live!.id, at(3))]);
      expect([one, two].sort()).toEqual([false, true]);
      expect(await store.find(key, at(4))).toBeNull();
    });

    it('counts tries and carries a payload', async () => {
      const key = { kind: 'ticket' as const, subject: 'h1', purpose: 'reset' };
      await store.issue(key, { codeHash: 'cc', payload: '13800000002', ttlSeconds: 600 }, at(0));
      const live = (await store.find(key, at(1)))!;
      expect(live.payload).toBe('13800000002');
      expect(await store.addTry(key, live.id)).toBe(1);
      expect(await store.addTry(key, live.id)).toBe(2);
      expect(await store.addTry(key, randomUUID())).toBe(0);
      expect((await store.find(key, at(1)))!.tries).toBe(2);
      expect(await store.consume(key, live.id, at(601))).toBe(false);
    });

    it('applies the cooldown, the daily count and the IP cap atomically', async () => {
      const key = (mobile: string) => ({ kind: 'sms' as const, subject: mobile, purpose: 'register' });
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => store.issue(key('13900000001'), { codeHash: 'x', ttlSeconds: 300 }, at(0), limits())),
      );
      expect(burst.filter((o) => o.ok)).toHaveLength(1);
      expect(await store.issue(key('13900000001'), { codeHash: 'x', ttlSeconds: 300 }, at(45), limits())).toEqual({
        ok: false,
        reason: 'cooldown',
        retryAfterSeconds: 15,
      });
      expect((await store.issue(key('13900000001'), { codeHash: 'x', ttlSeconds: 300 }, at(61), limits())).ok).toBe(true);
      expect((await store.issue(key('13900000001'), { codeHash: 'x', ttlSeconds: 300 }, at(122), limits())).ok).toBe(true);
      expect(await store.issue(key('13900000001'), { codeHash: 'x', ttlSeconds: 300 }, at(183), limits())).toEqual({
        ok: false,
        reason: 'day',
      });
      expect((await store.issue(key('13900000002'), { codeHash: 'x', ttlSeconds: 300 }, at(183), limits())).ok).toBe(true);
      expect(await store.issue(key('13900000003'), { codeHash: 'x', ttlSeconds: 300 }, at(184), limits())).toEqual({
        ok: false,
        reason: 'ip',
      });
      expect((await store.issue(key('13900000003'), { codeHash: 'x', ttlSeconds: 300 }, at(184), limits('ip-2'))).ok).toBe(true);
      expect((await store.issue(key('13900000004'), { codeHash: 'x', ttlSeconds: 300 }, at(3700), limits())).ok).toBe(true);
    });
  });
}

storeContract('database', async () => {
  const db: TestDatabase = await openTestDatabase();
  await migrate(db.database);
  return { store: createDbCodeStore(db.database.db), close: () => db.drop() };
});

storeContract('Redis', async () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const prefix = `fd-test-${randomBytes(6).toString('hex')}:`;
  const store = createRedisCodeStore(redis, { prefix });
  return {
    store,
    close: async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
});
