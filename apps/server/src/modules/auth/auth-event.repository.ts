import type { DbExecutor } from '../../db/database.ts';
import { authEvent } from '../../db/schema/auth.ts';

// Issue 3: every authentication event is logged, never with a password, code or token.
export type AuthEventType =
  | 'register'
  | 'login'
  | 'login-failed'
  | 'login-locked'
  // The right password of a closed account.
  | 'login-closed'
  | 'code-login'
  | 'logout'
  | 'password-reset'
  | 'password-change'
  | 'password-check-failed'
  | 'session-revoked'
  | 'account-closed';

export interface AuthEventInput {
  type: AuthEventType;
  at: Date;
  customerId?: string | null;
  subjectHash?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: string | null;
}

export async function insertAuthEvent(db: DbExecutor, event: AuthEventInput): Promise<void> {
  await db.insert(authEvent).values({
    type: event.type,
    at: event.at,
    customerId: event.customerId ?? null,
    subjectHash: event.subjectHash ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 300) ?? null,
    detail: event.detail ?? null,
  });
}
