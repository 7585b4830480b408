import { createHash, randomBytes } from 'node:crypto';
import { INSTITUTION_CUSTTYPE } from '@fund-direct/domain/codes';
import type { DbExecutor } from '../../db/database.ts';
import type { SessionRow } from '../../db/schema/session.ts';
import type { CreatedSession, SessionMeta, SessionStore } from '../../plugins/session.ts';
import {
  findCustomerType,
  findSessionByTokenHash,
  insertSession,
  listActiveSessions,
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

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isSessionLive(row: SessionRow, now: Date): boolean {
  return row.revokedAt === null && row.idleExpiresAt > now && row.absoluteExpiresAt > now;
}

export function createSessionStore(database: DbExecutor, clock: () => Date): SessionStore {
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
      const row = await findSessionByTokenHash(database, hashToken(token));
      const now = clock();
      if (!row || !isSessionLive(row, now)) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, row.absoluteExpiresAt.getTime()));
        await touchSession(database, row.id, now, idleExpiresAt);
        return { ...row, lastSeenAt: now, idleExpiresAt };
      }
      return row;
    },
    revoke: (id, db = database) => revokeSession(db, id, clock()),
    revokeAllFor: (customerId, exceptId, db = database) => revokeSessionsOf(db, customerId, clock(), exceptId),
    listFor: (customerId) => listActiveSessions(database, customerId, clock()),
    isInstitution: async (customerId) => (await findCustomerType(database, customerId)) === INSTITUTION_CUSTTYPE,
  };
}
