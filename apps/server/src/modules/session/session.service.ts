import { createHash, randomBytes } from 'node:crypto';
import { INSTITUTION_CUSTTYPE } from '@fund-direct/domain/codes';
import type { DbExecutor } from '../../db/database.ts';
import type { SessionRow } from '../../db/schema/session.ts';
import type { CreatedSession, SessionMeta, SessionStore } from '../../plugins/session.ts';
import { onSessionsRevoked, sessionsRevoked } from './session-revocations.ts';
import {
  findCustomerType,
  findSessionByTokenHash,
  insertSession,
  listActiveSessions,
  notifySessionsRevoked,
  revokeSession,
  revokeSessionsOf,
  touchSession,
} from './session.repository.ts';

// The store's shape is the session plugin's (it decorates the app with one); the store is made here.
export type { CreatedSession, SessionMeta, SessionStore };

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// last_seen_at is written at most once a minute so that every call is not a write.
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

// A resolved session is kept in memory this long, so that a signed-in call does not read it again (one round trip
// of every call). What it trades: a session revoked directly in the database, bypassing the store, stays usable on an
// instance for at most this long; revocations through the store are refused at once (session-revocations.ts). Expiry
// is still judged on every call from the kept row, and last_seen_at is written as often as without it.
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isSessionLive(row: SessionRow, now: Date): boolean {
  return row.revokedAt === null && row.idleExpiresAt > now && row.absoluteExpiresAt > now;
}

export function createSessionStore(database: DbExecutor, clock: () => Date): SessionStore {
  // By token hash. `generation` moves with every revocation: a read that started before one is not kept.
  const kept = new Map<string, { row: SessionRow; until: number }>();
  let generation = 0;
  const stopListening = onSessionsRevoked((customerId) => {
    generation += 1;
    if (customerId === null) kept.clear();
    else for (const [hash, entry] of kept) if (entry.row.customerId === customerId) kept.delete(hash);
  });
  const keep = (hash: string, row: SessionRow, until: number) => {
    if (!kept.has(hash) && kept.size >= SESSION_CACHE_MAX) kept.delete(kept.keys().next().value as string);
    kept.set(hash, { row, until });
  };
  // Dropped here at once, and on every instance when the transaction that revoked commits (NOTIFY waits for it).
  const revoked = async (db: DbExecutor, customerId: string) => {
    sessionsRevoked(customerId);
    await notifySessionsRevoked(db, customerId);
  };
  return {
    async create(customerId, meta = {}, db = database) {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
      const session = await insertSession(db, {
        tokenHash: hashToken(token),
        customerId,
        now,
        idleExpiresAt: new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, absoluteExpiresAt.getTime())),
        absoluteExpiresAt,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent ?? null,
      });
      return { token, session };
    },
    async resolve(token) {
      const hash = hashToken(token);
      const entry = kept.get(hash);
      let row: SessionRow | undefined;
      if (entry && entry.until > clock().getTime()) row = entry.row;
      else {
        const before = generation;
        row = await findSessionByTokenHash(database, hash);
        if (row && before === generation) keep(hash, row, clock().getTime() + SESSION_CACHE_TTL_MS);
      }
      const now = clock();
      if (!row || !isSessionLive(row, now)) {
        kept.delete(hash);
        return null;
      }
      if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, row.absoluteExpiresAt.getTime()));
        const before = generation;
        await touchSession(database, row.id, now, idleExpiresAt);
        const touched = { ...row, lastSeenAt: now, idleExpiresAt };
        const current = kept.get(hash);
        if (current && before === generation) kept.set(hash, { row: touched, until: current.until });
        return touched;
      }
      return row;
    },
    async revoke(id, db = database) {
      const customerId = await revokeSession(db, id, clock());
      if (customerId === undefined) return false;
      await revoked(db, customerId);
      return true;
    },
    async revokeAllFor(customerId, exceptId, db = database) {
      const count = await revokeSessionsOf(db, customerId, clock(), exceptId);
      if (count > 0) await revoked(db, customerId);
      return count;
    },
    listFor: (customerId) => listActiveSessions(database, customerId, clock()),
    isInstitution: async (customerId) => (await findCustomerType(database, customerId)) === INSTITUTION_CUSTTYPE,
    close: stopListening,
  };
}
