import { SIGN_HEADERS } from '@fund-direct/domain/signing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customer } from '../db/schema/customer.ts';
import { session } from '../db/schema/session.ts';
import {
  hashToken,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_CACHE_TTL_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../modules/session/session.service.ts';
import { startSessionRevocationRelay } from '../modules/session/session-revocation-relay.ts';
import { SESSION_REVOCATIONS_CHANNEL } from '../modules/session/session-revocations.ts';
import { createTestApp, signedInject, type TestApp } from '../../test/support/test-app.ts';
import { testRoutes } from '../../test/support/test-routes.ts';
import { eq, sql } from 'drizzle-orm';

const START = new Date('2025-03-03T01:00:00.000Z').getTime();
let clock = START;
let t: TestApp;
let customerId: string;
let otherCustomerId: string;

const me = (token?: string) => signedInject(t.app, { method: 'GET', url: '/api/test/me', ...(token ? { token } : {}) });

beforeAll(async () => {
  t = await createTestApp({ apiPlugins: [testRoutes], now: () => new Date(clock) });
  const rows = await t.app.db
    .insert(customer)
    .values([
      { custno: 'T0001', mobile: '13900000001', custname: '测试一' },
      { custno: 'T0002', mobile: '13900000002', custname: '测试二' },
    ])
    .returning({ id: customer.id });
  customerId = rows[0]!.id;
  otherCustomerId = rows[1]!.id;
});
afterAll(() => t.close());

describe('sessions', () => {
  it('stores only the hash of a 256-bit token and resolves the customer', async () => {
    clock = START;
    const { token, session: created } = await t.app.sessionStore.create(customerId, { ip: '127.0.0.1', userAgent: 'vitest' });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(created.tokenHash).toBe(hashToken(token));
    const stored = await t.app.db.select().from(session).where(eq(session.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    const res = await me(token);
    expect(res.json()).toEqual({ code: '0000', msg: '成功', data: { customerId } });
  });

  it('answers 401/1401 without a token or with an unknown one', async () => {
    for (const res of [await me(), await me('not-a-real-token')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: '1401', msg: '登录已失效，请重新登录', requestId: expect.any(String) });
    }
  });

  it('answers 401 for a revoked session', async () => {
    clock = START;
    const { token, session: created } = await t.app.sessionStore.create(customerId);
    expect((await me(token)).statusCode).toBe(200);
    expect(await t.app.sessionStore.revoke(created.id)).toBe(true);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('1401');
  });

  it('expires after 30 idle minutes, and activity keeps it alive', async () => {
    clock = START;
    const { token } = await t.app.sessionStore.create(customerId);
    clock = START + SESSION_IDLE_TIMEOUT_MS - 60_000;
    expect((await me(token)).statusCode).toBe(200);
    // The call above touched the session, so another 29 minutes later it is still alive.
    clock += SESSION_IDLE_TIMEOUT_MS - 60_000;
    expect((await me(token)).statusCode).toBe(200);
    clock += SESSION_IDLE_TIMEOUT_MS + 1;
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('1401');
  });

  it('expires 12 hours after login however active', async () => {
    clock = START;
    const { token } = await t.app.sessionStore.create(customerId);
    for (clock = START; clock < START + SESSION_ABSOLUTE_TIMEOUT_MS; clock += 20 * 60 * 1000) {
      expect((await me(token)).statusCode).toBe(200);
    }
    clock = START + SESSION_ABSOLUTE_TIMEOUT_MS;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('lists and revokes all sessions of a customer except one', async () => {
    clock = START + 24 * 60 * 60 * 1000;
    const keep = await t.app.sessionStore.create(otherCustomerId);
    const drop = await t.app.sessionStore.create(otherCustomerId);
    expect((await t.app.sessionStore.listFor(otherCustomerId)).map((s) => s.id).sort()).toEqual([keep.session.id, drop.session.id].sort());
    expect(await t.app.sessionStore.revokeAllFor(otherCustomerId, keep.session.id)).toBe(1);
    expect((await me(keep.token)).statusCode).toBe(200);
    expect((await me(drop.token)).statusCode).toBe(401);
    expect((await t.app.sessionStore.listFor(otherCustomerId)).map((s) => s.id)).toEqual([keep.session.id]);
  });

  it('refuses a session kept in memory at once when it is revoked, also inside a transaction', async () => {
    clock = START + 48 * 60 * 60 * 1000;
    const { token } = await t.app.sessionStore.create(customerId);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    await t.app.db.transaction(async (tx) => {
      expect(await t.app.sessionStore.revokeAllFor(customerId, undefined, tx)).toBeGreaterThan(0);
    });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('keeps a session at most SESSION_CACHE_TTL_MS when it is revoked behind the store', async () => {
    clock = START + 72 * 60 * 60 * 1000;
    const { token, session: created } = await t.app.sessionStore.create(customerId);
    expect((await me(token)).statusCode).toBe(200);
    await t.app.db
      .update(session)
      .set({ revokedAt: new Date(clock) })
      .where(eq(session.id, created.id));
    clock += SESSION_CACHE_TTL_MS;
    expect((await me(token)).statusCode).toBe(401);
  });

  it.runIf(process.env.DATABASE_URL)("drops a kept session when another instance's revocation is announced", async () => {
    clock = START + 96 * 60 * 60 * 1000;
    const relay = startSessionRevocationRelay(t.databaseUrl ?? '', t.app.log);
    try {
      const { token, session: created } = await t.app.sessionStore.create(customerId);
      // What another instance's store does: revoke, then NOTIFY in the same transaction.
      await t.app.db.transaction(async (tx) => {
        expect((await me(token)).statusCode).toBe(200);
        await tx
          .update(session)
          .set({ revokedAt: new Date(clock) })
          .where(eq(session.id, created.id));
        await tx.execute(sql`select pg_notify(${SESSION_REVOCATIONS_CHANNEL}, ${customerId})`);
      });
      await vi.waitFor(async () => expect((await me(token)).statusCode).toBe(401), { timeout: 10_000, interval: 20 });
    } finally {
      await relay.stop();
    }
  });

  it('does not need a token on routes without requireCustomer', async () => {
    const res = await signedInject(t.app, { method: 'GET', url: '/api/system/date', headers: { [SIGN_HEADERS.token]: 'garbage' } });
    expect(res.json().code).toBe('0000');
  });
});
