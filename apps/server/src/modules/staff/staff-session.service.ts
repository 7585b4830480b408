import { createHash, randomBytes } from 'node:crypto';
import type { StaffStage } from '@fund-direct/domain/contracts/ops';
import { isStaffRole, STAFF_LIMITS } from '@fund-direct/domain/ops';
import type { DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffSessionResolver } from '../../plugins/ops-session.ts';
import { findStaffSession, insertStaffSession, touchStaffSession } from './staff-session.repository.ts';

const IDLE_MS = STAFF_LIMITS.idleMinutes * 60_000;
const ABSOLUTE_MS = STAFF_LIMITS.absoluteHours * 3_600_000;
// last_seen_at is written at most once a minute, not on every call.
const TOUCH_MS = 60_000;

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function idleEnd(now: Date, absoluteEnd: Date): Date {
  return new Date(Math.min(now.getTime() + IDLE_MS, absoluteEnd.getTime()));
}

export async function createStaffSession(db: DbExecutor, staffId: string, stage: StaffStage, meta: AuditMeta, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const absoluteExpiresAt = new Date(now.getTime() + ABSOLUTE_MS);
  await insertStaffSession(db, {
    tokenHash: hashStaffToken(token),
    staffId,
    stage,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: idleEnd(now, absoluteExpiresAt),
    absoluteExpiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return token;
}

// Issue 17: 30 minutes idle, 12 hours absolute, revocable; a disabled staff member's sessions stop at once.
export function createStaffSessionResolver(db: DbExecutor, clock: () => Date): StaffSessionResolver {
  return {
    async resolve(token) {
      if (token.length > 100) return null;
      const found = await findStaffSession(db, hashStaffToken(token));
      if (!found) return null;
      const { session, staff } = found;
      const now = clock();
      if (session.revokedAt || session.idleExpiresAt <= now || session.absoluteExpiresAt <= now) return null;
      if (staff.disabledAt || !isStaffRole(staff.role)) return null;
      let idleExpiresAt = session.idleExpiresAt;
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_MS) {
        idleExpiresAt = idleEnd(now, session.absoluteExpiresAt);
        await touchStaffSession(db, session.id, now, idleExpiresAt);
      }
      return {
        actor: { id: staff.id, username: staff.username, displayName: staff.displayName, role: staff.role, sessionId: session.id },
        stage: session.stage as StaffStage,
        idleExpiresAt,
      };
    },
  };
}
